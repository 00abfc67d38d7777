// Every public page type once, in a real browser: it answers, names itself, and hydrates against what this runtime's
// server rendered (a date or number formatted by the server's Intl shows up here as a hydration error).
import { expect, test } from './support/test';
import { collectProblems } from './support/console';
import { publicPageTypes } from './support/public-pages';
import { UNEXPECTED_ERRORS, openMenu } from './support/quality';

test('every page family answers with its own title, one heading, and hydrates without an unexpected error @newcomer-runtime', async ({
  context,
}) => {
  const pages = await publicPageTypes();
  test.setTimeout(pages.length * 8_000);
  const notFoundTitle = await titleOf(context, '/this/does/not/exist');
  const problems: string[] = [];
  for (const { type, path } of pages) {
    // A page of its own: two paths may differ only in their hash, which would not load a new document.
    const page = await context.newPage();
    const own = collectProblems(page);
    const response = await page.goto(path);
    expect(response?.status(), `${type} (${path})`).toBe(type === 'not found' ? 404 : 200);
    const title = await page.title();
    expect(title, `${type}'s title`).not.toBe('');
    if (type !== 'not found') expect(title, `${type} answered the not-found page`).not.toBe(notFoundTitle);
    await expect(page.getByRole('heading', { level: 1 }), `${type}'s heading`).toHaveCount(1);
    await openMenu(page, type);
    await page.close();
    problems.push(...own.map((problem) => `${type}: ${problem}`));
  }
  expect(problems, UNEXPECTED_ERRORS).toEqual([]);
});

async function titleOf(context: import('./support/test').BrowserContext, path: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(path);
  const title = await page.title();
  await page.close();
  return title;
}
