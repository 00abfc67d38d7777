// @vitest-environment node
// The refresh's one question to Next's tags manifest, behind lib/revalidate/tag-marks.mjs: answered by whatever the
// cache handler registered when Next loaded it, and never answered yes when nothing did.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { registerTagMarks, tagMarksRegistered, whenMarked } from '@/lib/revalidate/tag-marks.mjs';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  unregister = undefined;
});

describe('whenMarked', () => {
  it('with nothing registered waits out its timeout and answers false, never true', async () => {
    expect(tagMarksRegistered()).toBe(false);
    const started = Date.now();
    expect(await whenMarked(['blog'], 0, 60)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });

  it('answers true once the registered answer says every tag is marked, false if it never does', async () => {
    const marked = new Set<string>();
    unregister = registerTagMarks((tags) => tags.every((tag) => marked.has(tag)));
    setTimeout(() => marked.add('blog'), 20);
    expect(await whenMarked(['blog'], 0, 2_000)).toBe(true);
    expect(await whenMarked(['blog', 'events'], 0, 30)).toBe(false);
  });

  it('has nothing to wait for with no tags', async () => {
    expect(await whenMarked([], 0, 2_000)).toBe(true);
  });

  it('a registration taken back leaves a newer one in place', () => {
    const first = registerTagMarks(() => true);
    unregister = registerTagMarks(() => false);
    first();
    expect(tagMarksRegistered()).toBe(true);
  });

  it("loading the cache handler in plain Node, as Next does, registers Next's tags manifest as the answer", async () => {
    // Another process, as the server runs: Node's own ESM loader, no TypeScript, no Vitest, nothing registered before.
    const script = `
      const { registerTagMarks, tagMarksRegistered, whenMarked } = await import('./lib/revalidate/tag-marks.mjs');
      const before = tagMarksRegistered();
      await import('./next-glue/cache-handler/index.mjs');
      const { tagsManifest } = (await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js')).default;
      const since = Date.now();
      const unmarked = await whenMarked(['post'], since, 30);
      tagsManifest.set('post', { stale: Date.now() });
      console.log(JSON.stringify({ before, after: tagMarksRegistered(), unmarked, marked: await whenMarked(['post'], since, 2000) }));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { NODE_ENV: 'production' },
    });
    expect(JSON.parse(stdout)).toEqual({ before: false, after: true, unmarked: false, marked: true });
  });
});
