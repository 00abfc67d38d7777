// No console code reaches a public page (issue 36, section 5): the JavaScript each public page type's HTML names
// (script tags, Turbopack's chunk registration, the flight data) is, module for module, the
// JavaScript recorded in tests/fixtures/public-scripts.json from a clean build of dbead54, before the console.
// Re-recorded for issue 37's one lead-form pipeline: on the five pages with a lead form, only the forms' own modules
// changed (one shell, one state, one module fewer each), each page's script smaller; every other page is as it was.
// Re-recorded for issue 38's Web Vitals island: one module more on every page (components/vitals/VitalsReporter, with
// lib/vitals/start.ts inlined), the modules that name it changed with it; web-vitals is a chunk of its own, loaded after
// the load event and an idle moment, which no page's HTML names. Then once more for issue 38's late islands: one
// module more on every page (lib/hooks/after-load-idle.ts, which the vitals island and the carousel share), and on the
// carousel and particle pages their own module changed (each loads after the load event and an idle moment).
// The styles re-recorded for issue 38's half-parsed paints: 8 rules more on every page type (the header's and the
// figures' hidden-until-parsed rules, the narrow bar's), the scripts unchanged.
// Modules, not files: a chunk's bytes change with every build (server action ids), and with any module added
// anywhere (Turbopack's ids and chunking), while what it runs does not (tests/e2e/support/public-scripts.ts).
// The same for the styles, rule for rule (tests/fixtures/public-styles.json): a console stylesheet that shares a
// chunk with a public one would reach public pages as CSS.
// UPDATE_PUBLIC_SCRIPTS=1 records both again: only for a change meant to alter public pages, reviewed as such.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import { publicPageTypes } from './support/public-pages';
import { chunksNamedIn, moduleDigests, moduleIdsOf, ruleDigests, stylesheetsNamedIn } from './support/public-scripts';

const SNAPSHOT = 'tests/fixtures/public-scripts.json';
const STYLES = 'tests/fixtures/public-styles.json';
// The content API's origin is inlined at build (the image loader), and its port moves with E2E_INSTANCE.
const API_ORIGIN = new RegExp(E2E_URLS.api.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'g');

async function fileText(request: APIRequestContext, chunk: string): Promise<string> {
  const response = await request.get(chunk);
  expect(response.status(), chunk).toBe(200);
  return response.text();
}

test('every public page type runs the same JavaScript and styles, module for module, as before the console', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const folder = path.join(E2E.distDir, 'static', 'chunks');
  const ids = moduleIdsOf(
    readdirSync(folder)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(folder, file), 'utf8')),
  );
  const found: Record<string, string[]> = {};
  const styles: Record<string, { rules: number; digest: string }> = {};
  const read = (files: string[]) => Promise.all(files.map((file) => fileText(request, file)));
  for (const { type, path: page } of await publicPageTypes()) {
    const html = await (await request.get(page)).text();
    const chunks = chunksNamedIn(html);
    expect(chunks.length, `${type} (${page}) names no script`).toBeGreaterThan(0);
    found[type] = moduleDigests(await read(chunks), ids, API_ORIGIN);
    styles[type] = ruleDigests(await read(stylesheetsNamedIn(html)));
  }
  if (process.env.UPDATE_PUBLIC_SCRIPTS === '1') {
    writeFileSync(SNAPSHOT, `${JSON.stringify(found, null, 2)}\n`);
    writeFileSync(STYLES, `${JSON.stringify(styles, null, 2)}\n`);
  }
  expect(found).toEqual(JSON.parse(readFileSync(SNAPSHOT, 'utf8')));
  expect(styles).toEqual(JSON.parse(readFileSync(STYLES, 'utf8')));
});
