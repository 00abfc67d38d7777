// Every public page type once, in a real browser: it answers, names itself, and hydrates against what this runtime's
// server rendered (a date or number formatted by the server's Intl shows up here as a hydration error).
import { expect, test, untilHydrated } from './support/test';
import { collectProblems } from './support/console';
import { publicPageTypes } from './support/public-pages';
import { UNEXPECTED_ERRORS, openMenu } from './support/quality';

// React's markers of a boundary written out of line (revealed by a script the CSP refuses) or left for the browser
// to render: in either, what a crawler reads of the page is missing.
const OUTLINED = /<div hidden id="S:|\$RC\(/;
const CLIENT_RENDERED = '<!--$!-->';

test('every page family answers with its own title, one heading, its header, content and footer in the HTML, and hydrates without an unexpected error @newcomer-runtime', async ({
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
    const html = (await response?.text()) ?? '';
    // Booleans, not the page: a failure names what is wrong without printing 200 kB of HTML.
    expect(OUTLINED.test(html), `${type}: a boundary out of line`).toBe(false);
    // The not-found page is the root's, without the site's header and footer.
    if (type !== 'not found')
      expect(/<header[\s\S]*<main[\s\S]*<footer/.test(html), `${type}: its header, main and footer`).toBe(true);
    // After the footer, the touch recorder is rendered in the browser only, on purpose (it reads the query).
    const footerEnd = html.lastIndexOf('</footer>');
    const beforeFooterEnd = footerEnd < 0 ? html : html.slice(0, footerEnd);
    expect(beforeFooterEnd.includes(CLIENT_RENDERED), `${type}: a part rendered in the browser only`).toBe(false);
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
