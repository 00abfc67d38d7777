import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './support/console';
import { allBlogSlugs, fromApi } from './support/content-api';

const PAGES: { name: string; path: () => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'blog list', path: async () => '/blog' },
  { name: 'blog post', path: async () => `/blog-details/${(await allBlogSlugs())[0]}` },
  { name: 'events', path: async () => '/events' },
  {
    name: 'event',
    path: async () => `/event-detail/${(await fromApi<{ slug: string }[]>('get-event-list'))[0]?.slug}`,
  },
  { name: 'not found', path: async () => '/this/does/not/exist' },
];

/** Pages whose carousel takes over from the static track after load; the check waits for it. */
const CAROUSELS: Record<string, string> = { home: 'Companies that trust us', 'blog list': 'Most popular blog posts' };

/** Sums layout-shift scores not caused by input, from page load on. */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { name, path } of PAGES) {
      test(`${name}: no accessibility violations`, async ({ page }) => {
        await page.goto(await path());
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
      });

      test(`${name}: no errors besides the expected reCAPTCHA warnings`, async ({ page }) => {
        const problems = collectProblems(page);
        await page.goto(await path());
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await page.waitForLoadState('load');
        expect(problems).toEqual([]);
      });

      test(`${name}: no layout shift while islands load`, async ({ page }) => {
        await page.goto(await path());
        if (name === 'home') await expect(page.locator('#hero-particles canvas')).toBeAttached({ timeout: 10_000 });
        const carousel = CAROUSELS[name];
        if (carousel) {
          const region = page.getByRole('region', { name: carousel });
          await region.scrollIntoViewIfNeeded();
          await expect(region.locator('.slick-initialized')).toBeAttached({ timeout: 10_000 });
        }
        expect(await cumulativeLayoutShift(page)).toBe(0);
      });
    }
  });
}

test('the open menu has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const results = await new AxeBuilder({ page }).include('header').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
