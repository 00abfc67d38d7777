// @vitest-environment node
// next-glue/ is a leaf: the glue imports the site's modules, never the other way round, so a Next upgrade that
// changes the glue cannot reach into the pages (next-glue/README.md). What both need lives in lib/ or packages/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const GLUE = path.join(ROOT, 'next-glue') + path.sep;
const SOURCES = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Every source file under `dir`, node_modules left out. */
function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesIn(full);
    return SOURCES.test(entry.name) ? [full] : [];
  });
}

// The specifier of `import … from`, `export … from`, a bare `import '…'`, `import('…')`, `require('…')` and JSDoc's
// `@import … from`, each quoted in ' " or `.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(['"`])([^'"`\n]+)\1/g;

/** Whether a specifier written in `file` names a module under next-glue/. */
function reachesGlue(file: string, specifier: string): boolean {
  if (/(?:^|\/)next-glue(?:\/|$)/.test(specifier) && !specifier.startsWith('.')) return true;
  if (!specifier.startsWith('.')) return false;
  return (path.resolve(path.dirname(file), specifier) + path.sep).startsWith(GLUE);
}

/** `file:line specifier` for each import of next-glue/ in `text`. */
function glueImports(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .filter((match) => reachesGlue(file, match[2]!))
    .map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${path.relative(ROOT, file)}:${line} ${match[2]}`;
    });
}

describe('next-glue/ is a leaf', () => {
  it('finds an import of the glue however it is written', () => {
    const file = path.join(ROOT, 'lib/api/fetch.ts');
    const written = [
      "import { x } from '@/next-glue/cache-handler/a.mjs';",
      "export { y } from '../../next-glue/server/b.mjs';",
      'const z = await import("../../next-glue/c.mjs");',
      "const w = require('next-glue/server/d.mjs');",
      "import '../../next-glue/e.mjs';",
      "/** @import { T } from '../../next-glue/f.mjs' */",
    ].join('\n');
    expect(glueImports(file, written)).toHaveLength(6);
    // A comment naming a glue file, a sibling that only looks alike and a folder of lib/ by that name are not the glue.
    const alike = [
      '// see next-glue/server/main.mjs',
      "import { a } from './next-glue-ish.mjs';",
      "import { b } from '../next-glue/b.mjs';",
    ].join('\n');
    expect(glueImports(file, alike)).toEqual([]);
  });

  it('nothing in app/, components/, lib/, packages/ or proxy.ts imports from next-glue/', () => {
    const files = [
      ...['app', 'components', 'lib', 'packages'].flatMap((dir) => sourcesIn(path.join(ROOT, dir))),
      path.join(ROOT, 'proxy.ts'),
    ];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => glueImports(file, readFileSync(file, 'utf8')));
    expect(found, 'move what both sides need into lib/ (plain .mjs) and import it from the glue').toEqual([]);
  });
});
