// @vitest-environment node
// The container's file ownership (deploy/runtime-permissions.sh, run by the Dockerfile), tried as the runtime
// user would: it can write Next's cache, the page files Next regenerates and .data, and no code.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = join(process.cwd(), 'deploy/runtime-permissions.sh');
// The runtime user here is nobody; in the image it is node. Changing owners needs root, as in a docker build.
const isRoot = process.getuid?.() === 0;
const root = mkdtempSync(join(tmpdir(), 'runtime-permissions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const TREE = [
  'next-glue/server/main.mjs',
  'node_modules/next/index.js',
  '.next/server/app/page.js',
  '.next/server/app/about-us.html',
  '.next/server/app/about-us.rsc',
  '.next/server/app/about-us.meta',
  '.next/server/app/about-us.segments/_index.segment.rsc',
  '.next/server/app/blog-details/[slug]/page.js',
  '.next/server/app/blog-details/a-post.html',
];

/** Runs each file operation as nobody:nogroup and answers 'ok' or the error code for each. */
function asRuntimeUser(operations: [string, string, string?][]): Record<string, string> {
  const program = `
    const fs = require('node:fs');
    const out = {};
    for (const [name, op, path, to] of JSON.parse(process.argv[1])) {
      try {
        if (op === 'write') { fs.mkdirSync(require('node:path').dirname(path), { recursive: true }); fs.writeFileSync(path, 'x'); }
        if (op === 'replace') { fs.writeFileSync(path + '.tmp', 'x'); fs.renameSync(path + '.tmp', path); }
        if (op === 'remove') fs.unlinkSync(path);
        if (op === 'mkdir') fs.mkdirSync(path);
        out[name] = 'ok';
      } catch (error) { out[name] = error.code; }
    }
    console.log(JSON.stringify(out));`;
  const args = operations.map(([name, op, path]) => [name, op, join(root, 'app', path!)]);
  const output = execFileSync(
    'setpriv',
    ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, '-e', program, JSON.stringify(args)],
    { encoding: 'utf8' },
  );
  return JSON.parse(output);
}

describe.runIf(isRoot)('deploy/runtime-permissions.sh', () => {
  it('leaves the runtime user its caches, its page files and .data, and no code', () => {
    chmodSync(root, 0o755);
    for (const file of TREE) {
      mkdirSync(dirname(join(root, 'app', file)), { recursive: true });
      writeFileSync(join(root, 'app', file), 'original');
    }
    execFileSync('sh', [SCRIPT, 'nobody:nogroup', join(root, 'app')]);

    expect(
      asRuntimeUser([
        ['server code', 'write', 'next-glue/server/main.mjs'],
        ['a dependency', 'write', 'node_modules/next/index.js'],
        ['route code', 'write', '.next/server/app/page.js'],
        ['route code replaced', 'replace', '.next/server/app/page.js'],
        ['route code removed', 'remove', '.next/server/app/blog-details/[slug]/page.js'],
        ['new code beside the server', 'write', 'next-glue/server/evil.mjs'],
        ['a regenerated page', 'replace', '.next/server/app/about-us.html'],
        ['its payload', 'replace', '.next/server/app/about-us.rsc'],
        ['its segment', 'replace', '.next/server/app/about-us.segments/_index.segment.rsc'],
        ['a page rendered on first visit', 'write', '.next/server/app/blog-details/new-post.html'],
        ['its segments', 'mkdir', '.next/server/app/blog-details/new-post.segments'],
        ['the fetch cache', 'write', '.next/cache/fetch-cache/abc'],
        ['the data folder', 'write', '.data/leads.db'],
      ]),
    ).toEqual({
      'server code': 'EACCES',
      'a dependency': 'EACCES',
      'route code': 'EACCES',
      'route code replaced': 'EPERM',
      'route code removed': 'EPERM',
      'new code beside the server': 'EACCES',
      'a regenerated page': 'ok',
      'its payload': 'ok',
      'its segment': 'ok',
      'a page rendered on first visit': 'ok',
      'its segments': 'ok',
      'the fetch cache': 'ok',
      'the data folder': 'ok',
    });
  });
});
