// A browser may paint a page before it has parsed all of it (a network chunk ends, or the parser yields), and
// nothing painted then may move when the rest arrives (CLS 0). So each page is cut after every element and inside
// each text of its first screen, as the parser would have left it there, and every element in the first screen must
// already sit where the whole page puts it. The office cards' address lines, the phone bar's menu button and a post's
// breadcrumb moved this way (docs/performance.md).
// Playwright's own `test`: the page is measured as the server sent it, so its framework scripts are never started.
import { expect, test } from '@playwright/test';
import { routes } from '@/lib/routes';
import { partialPaintMoves } from './support/partial-paint';
import { publicPageTypes } from './support/public-pages';

// Page types (support/public-pages.ts) where a half-parsed paint once moved something, or could have.
const PAGE_TYPES = [
  'contact',
  'home',
  'aboutUs',
  'scheduleCall',
  'openings',
  'applyAsTalent',
  'blog post',
  'vetting',
  'child service',
  'top-level category',
  'thank you after a quote',
  'bookEvent',
];
const pathOf = async (type: string) => (await publicPageTypes()).find((page) => page.type === type)!.path;
const PAGES = [
  ...PAGE_TYPES.map((type) => ({ name: type, path: () => pathOf(type) })),
  // The browser scrolls to the last section, so the first screen is the footer's.
  { name: 'privacy policy deep link to its last section', path: async () => `${routes.privacy}#contact` },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { name, path } of PAGES) {
      test(`${name}: what a half-parsed page paints never moves`, async ({ page }) => {
        expect(await partialPaintMoves(page, await path())).toEqual([]);
      });
    }
  });
}
