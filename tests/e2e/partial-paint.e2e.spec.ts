// A browser may paint a page before it has parsed all of it (a network chunk ends, or the parser yields), and
// nothing painted then may move when the rest arrives (CLS 0). So each page is cut after every element and inside
// each text of its first screen, as the parser would have left it there, and every element in the first screen must
// already sit where the whole page puts it. The office cards' address lines, the phone bar's menu button and a post's
// breadcrumb moved this way (docs/performance.md).
// Playwright's own `test`: the page is measured as the server sent it, so its framework scripts are never started.
import { expect, test } from '@playwright/test';
import { routes } from '@/lib/routes';
import { allBlogSlugs } from './support/content-api';
import { partialPaintMoves } from './support/partial-paint';
import { BROWSER_CHECK } from './support/tags';

const PAGES = [
  { name: 'contact', path: async () => routes.contact },
  { name: 'home', path: async () => routes.home },
  { name: 'about', path: async () => routes.aboutUs },
  { name: 'schedule a call', path: async () => routes.scheduleCall },
  { name: 'current openings', path: async () => routes.openings },
  { name: 'apply as talent', path: async () => routes.applyAsTalent },
  // A breadcrumb whose title wraps only once its text is whole (stop 48's CI, at 375 px).
  { name: 'blog post', path: async () => routes.blogPost((await allBlogSlugs())[0] ?? '') },
  // The browser scrolls to the last section, so the first screen is the footer's.
  { name: 'privacy policy deep link to its last section', path: async () => `${routes.privacy}#contact` },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, { tag: BROWSER_CHECK }, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { name, path } of PAGES) {
      test(`${name}: what a half-parsed page paints never moves`, async ({ page }) => {
        expect(await partialPaintMoves(page, await path())).toEqual([]);
      });
    }
  });
}
