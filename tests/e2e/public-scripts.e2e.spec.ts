// No console code reaches a public page (issue 36, section 5): the JavaScript each public page type's HTML names
// (script tags, the after-paint list, Turbopack's chunk registration, the flight data) is, byte for byte, the
// JavaScript recorded in tests/fixtures/public-scripts.json before the console existed.
// UPDATE_PUBLIC_SCRIPTS=1 records it again: only for a change meant to alter public pages, reviewed as such.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { publicPageTypes } from './support/public-pages';

const SNAPSHOT = 'tests/fixtures/public-scripts.json';
const CHUNK = /\/_next\/static\/chunks\/[\w.-]+\.js/g;
// The content API's origin is inlined at build (the image loader), and its port moves with E2E_INSTANCE.
const API_ORIGIN = new RegExp(E2E_URLS.api.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'g');

async function digestOf(request: APIRequestContext, chunk: string): Promise<string> {
  const response = await request.get(chunk);
  expect(response.status(), chunk).toBe(200);
  const text = (await response.text()).replace(API_ORIGIN, '<content-api>');
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

test('every public page type names the same JavaScript, to the byte, as before the staff console', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const found: Record<string, string[]> = {};
  for (const { type, path } of await publicPageTypes()) {
    const html = await (await request.get(path)).text();
    const chunks = [...new Set(html.match(CHUNK) ?? [])];
    expect(chunks.length, `${type} (${path}) names no script`).toBeGreaterThan(0);
    found[type] = (await Promise.all(chunks.map((chunk) => digestOf(request, chunk)))).sort();
  }
  if (process.env.UPDATE_PUBLIC_SCRIPTS === '1') writeFileSync(SNAPSHOT, `${JSON.stringify(found, null, 2)}\n`);
  expect(found).toEqual(JSON.parse(readFileSync(SNAPSHOT, 'utf8')));
});
