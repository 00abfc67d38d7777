import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './support/console';

const PAGES = ['/', '/this/does/not/exist'];
const WIDTHS = [375, 1280];

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

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of PAGES) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
          ),
        ).toEqual([]);
      });

      test(`${path} logs no errors besides the expected reCAPTCHA warnings`, async ({ page }) => {
        const problems = collectProblems(page);
        await page.goto(path);
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await page.waitForLoadState('load');
        expect(problems).toEqual([]);
      });
    }

    test('the home page does not shift while its islands load', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#hero-particles canvas')).toBeAttached({ timeout: 10_000 });
      const trusted = page.getByRole('region', { name: 'Companies that trust us' });
      await trusted.scrollIntoViewIfNeeded();
      await expect(trusted.locator('.slick-initialized')).toBeAttached({ timeout: 10_000 });
      expect(await cumulativeLayoutShift(page)).toBe(0);
    });
  });
}

test('the open menu has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const results = await new AxeBuilder({ page }).include('header').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
