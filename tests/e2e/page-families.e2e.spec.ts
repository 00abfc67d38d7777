// Every public page type once, in a real browser: it answers, names itself, and hydrates against what this runtime's
// server rendered (a date or number formatted by the server's Intl shows up here as a hydration error).
import { expect, test, untilHydrated } from './support/test';
import { collectProblems } from './support/console';
import { publicPageTypes } from './support/public-pages';
import { UNEXPECTED_ERRORS, openMenu } from './support/quality';

test('every page family answers with its own title, one heading, and hydrates without an unexpected error @newcomer-runtime', async ({
  page,
}) => {
  const pages = await publicPageTypes();
  test.setTimeout(pages.length * 5_000);
  const problems = collectProblems(page);
  const found: string[] = [];
  let notFoundTitle = '';
  // The not-found page first: every other title must differ from its.
  const notFoundFirst = [
    ...pages.filter(({ type }) => type === 'not found'),
    ...pages.filter(({ type }) => type !== 'not found'),
  ];
  for (const { type, path } of notFoundFirst) {
    // Hydration needs the scripts, not the images: no wait for each image's load.
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    await untilHydrated(page);
    expect(response?.status(), `${type} (${path})`).toBe(type === 'not found' ? 404 : 200);
    const title = await page.title();
    expect(title, `${type}'s title`).not.toBe('');
    if (type === 'not found') notFoundTitle = title;
    else expect(title, `${type} answered the not-found page`).not.toBe(notFoundTitle);
    await expect(page.getByRole('heading', { level: 1 }), `${type}'s heading`).toHaveCount(1);
    await openMenu(page, type);
    found.push(...problems.splice(0).map((problem) => `${type}: ${problem}`));
  }
  expect(found, UNEXPECTED_ERRORS).toEqual([]);
});
