// What a public page costs a visitor and what it must never carry: each page type's first visit names no more script
// and style than its budget, and nothing a public page can load holds console code. Both are checked on what the
// server sends, so a Next or React upgrade fails here only if a visitor would notice.
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from './support/test';
import { publicPageTypes } from './support/public-pages';
import { consoleOnlyStrings, scriptClosure, scriptsNamedIn, stylesheetsNamedIn } from './support/public-scripts';
import { PAGE_BUDGETS, type PageBudget } from './support/page-budgets';

async function fileText(request: APIRequestContext, file: string): Promise<string> {
  const response = await request.get(file);
  expect(response.status(), file).toBe(200);
  return response.text();
}

const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('each public page type names no more script (gzip) and style than its budget', async ({ request }) => {
  test.setTimeout(90_000);
  const measured: Record<string, PageBudget> = {};
  for (const { type, path } of await publicPageTypes()) {
    const html = await (await request.get(path)).text();
    const scripts = await Promise.all(scriptsNamedIn(html).map((file) => fileText(request, file)));
    const styles = await Promise.all(stylesheetsNamedIn(html).map((file) => fileText(request, file)));
    measured[type] = {
      scriptKb: kB(scripts.reduce((sum, text) => sum + gzipSync(text).length, 0)),
      styleKb: kB(styles.reduce((sum, text) => sum + Buffer.byteLength(text), 0)),
    };
  }
  // The figures a reviewer compares against the budgets (tests/e2e/support/page-budgets.ts) when either moves.
  test.info().annotations.push({ type: 'measured', description: JSON.stringify(measured) });
  const over = Object.entries(measured).filter(([type, size]) => {
    const budget = PAGE_BUDGETS[type];
    return !budget || size.scriptKb > budget.scriptKb || size.styleKb > budget.styleKb;
  });
  expect(Object.fromEntries(over), 'page types over their budget, or with none').toEqual({});
});

test('nothing a public page can load holds console code; the console’s own pages do', async ({ request }) => {
  test.setTimeout(90_000);
  const markers = consoleOnlyStrings(
    ['components/staff', 'app/staff', 'lib/staff', 'lib/copy/staff.ts'],
    ['app', 'components', 'lib'],
  );
  const files = new Map<string, Promise<string>>();
  const read = (file: string) => files.get(file) ?? files.set(file, fileText(request, file)).get(file)!;
  const consoleStringsIn = async (path: string) => {
    const html = await (await request.get(path)).text();
    const found: string[] = [];
    for (const [file, text] of await scriptClosure(scriptsNamedIn(html), read))
      for (const marker of markers) if (text.includes(marker)) found.push(`${file} holds "${marker}"`);
    return found;
  };
  // The check finds console code where it is: the sign-in page's scripts.
  expect((await consoleStringsIn('/staff/sign-in')).length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const { type, path } of await publicPageTypes())
    found.push(...(await consoleStringsIn(path)).map((line) => `${type}: ${line}`));
  expect(found).toEqual([]);
});
