// Captures real inline scripts from a build's prerendered pages into the fixture the recogniser's unit test
// reads (tests/int/server/fixtures/inline-scripts.json): for each page type, the shortest script of each kind.
//   node scripts/security/capture-inline-scripts.mjs [distDir]   (default .next-e2e-1, the e2e build)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { inlineScripts } from '../../next-glue/server/inline-scripts.mjs';

const distDir = process.argv[2] ?? '.next-e2e-1';
const pagesDir = join(distDir, 'next-glue/server/app');
const FIXTURE = 'tests/int/server/fixtures/inline-scripts.json';
const versionOf = (name) => createRequire(import.meta.url)(`${name}/package.json`).version;

/** A script's kind by its first characters only: the recogniser must not decide what gets captured. */
const kindOf = (script) => script.slice(0, 21);

/** `blog-details`, `services`, … for a page in a folder; the page's own name at the top level. */
function pageTypeOf(file) {
  const path = relative(pagesDir, file).replace(/\.html$/, '');
  return path.includes('/') ? path.split('/')[0] : path;
}

const htmlFiles = readdirSync(pagesDir, { recursive: true })
  .filter((name) => name.endsWith('.html'))
  .map((name) => join(pagesDir, name))
  .sort();
const shortest = new Map();
for (const file of htmlFiles) {
  for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
    const key = `${pageTypeOf(file)} ${kindOf(script)}`;
    const kept = shortest.get(key);
    if (!kept || script.length < kept.script.length) shortest.set(key, { page: relative(pagesDir, file), script });
  }
}
const fixture = {
  next: versionOf('next'),
  react: versionOf('react-dom'),
  pages: htmlFiles.length,
  scripts: [...shortest.values()],
};
writeFileSync(FIXTURE, `${JSON.stringify(fixture, null, 2)}\n`);
console.info(`${FIXTURE}: ${fixture.scripts.length} scripts from ${htmlFiles.length} pages`);
