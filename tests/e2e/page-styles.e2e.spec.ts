// A page's stylesheets come inside its HTML (next-glue/server/inline-stylesheets.mjs): styled without JavaScript and
// before any stylesheet request, each chunk applied once, and the next page's chunks loaded when the visitor moves on.
import { expect, test, type Page, type Request } from './support/test';
import { routes } from '@/lib/routes';

const isStylesheet = (request: Request) => new URL(request.url()).pathname.endsWith('.css');

/** Each CSS chunk the document has, and how: inside it (a style with its disabled link) or as a loaded link. */
function chunksOf(page: Page) {
  return page.evaluate(() => {
    const inlined = [...document.querySelectorAll<HTMLStyleElement>('style[data-inlined]')].map(
      (style) => style.dataset.inlined!,
    );
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
      href: link.getAttribute('href')!,
      disabled: link.disabled,
      loaded: link.sheet !== null,
      // React finds a chunk by its link: an inlined chunk's link follows its CSS.
      afterItsCss: (link.previousElementSibling as HTMLElement | null)?.dataset.inlined === link.getAttribute('href'),
    }));
    return { inlined, links, bodyFont: getComputedStyle(document.body).fontFamily };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [routes.home, routes.contact, routes.blog]) {
    test(`${path} is styled from its HTML alone, with no stylesheet request`, async ({ page }) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => void (isStylesheet(request) && stylesheets.push(request.url())));
      await page.goto(path);
      const { inlined, links, bodyFont } = await chunksOf(page);
      expect(inlined.length).toBeGreaterThan(0);
      // The site's font stack (styles/, app/fonts.ts): only there if the inlined rules applied.
      expect(bodyFont).toContain('sans Fallback');
      expect(links.map(({ href, disabled, afterItsCss }) => ({ href, disabled, afterItsCss }))).toEqual(
        inlined.map((href) => ({ href, disabled: true, afterItsCss: true })),
      );
      expect(stylesheets).toEqual([]);
    });
  }
});

test('a visitor who moves on gets the next page’s own chunks, once, and never an inlined one again', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => void (isStylesheet(request) && stylesheets.push(new URL(request.url()).pathname)));
  await page.goto(routes.contact);
  const first = await chunksOf(page);
  expect(first.links.every((link) => link.disabled && link.afterItsCss)).toBe(true);

  // Home's carousels bring chunks the contact page does not have.
  await page.locator('header').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tablist', { name: 'Technology stacks' })).toBeVisible();
  const after = await chunksOf(page);
  const added = after.links.filter((link) => !first.inlined.includes(link.href));
  expect(added.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await chunksOf(page)).links.filter((link) => !link.loaded && !link.disabled))
    .toEqual([]);
  expect(added.every((link) => !link.disabled)).toBe(true);
  expect(stylesheets.sort()).toEqual(added.map((link) => link.href).sort());
});
