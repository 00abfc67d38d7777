// A page's stylesheets are the links Next wrote: without JavaScript, each one is requested, allowed by the CSP the
// server sends, and applied.
import { expect, test, type Request } from './support/test';
import { routes } from '@/lib/routes';

const isStylesheet = (request: Request) => new URL(request.url()).pathname.endsWith('.css');

test.use({ javaScriptEnabled: false });

for (const path of [routes.home, routes.contact, routes.blog]) {
  test(`${path} is styled by its linked stylesheets alone`, async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => void (isStylesheet(request) && stylesheets.push(new URL(request.url()).pathname)));
    await page.goto(path);
    const { links, bodyFont } = await page.evaluate(() => ({
      // A link the CSP refused, or that did not load, has no sheet.
      links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
        href: new URL(link.href).pathname,
        applied: !link.disabled && link.sheet !== null,
      })),
      bodyFont: getComputedStyle(document.body).fontFamily,
    }));
    expect(links.length).toBeGreaterThan(0);
    expect(links).toEqual(links.map(({ href }) => ({ href, applied: true })));
    expect([...new Set(stylesheets)].sort()).toEqual(links.map(({ href }) => href).sort());
    // The site's font stack (styles/, app/fonts.ts): only there if the linked rules applied.
    expect(bodyFont).toContain('sans Fallback');
  });
}
