import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { collectProblems } from './console';

export interface QualityPage {
  name: string;
  /** The path to visit; a function, since most come from the content API. */
  path: () => Promise<string>;
  /** The accessible name of a carousel region the check waits for, as it takes over from its static track. */
  carousel?: string;
  /** Something that must be attached before layout shift is measured (a late island). */
  waitFor?: string;
}

/** What axe finds on the page against WCAG 2.2 AA and its best practices: one line per rule and its elements. */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  const results = await exclude
    .reduce((builder, selector) => builder.exclude(selector), new AxeBuilder({ page }))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`);
}

/** Sums layout-shift scores not caused by input, from page load on, and names the elements that moved. */
async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node as Element | undefined;
              moved.push(node ? `${node.nodeName.toLowerCase()}.${node.className || ''}`.slice(0, 80) : '(gone)');
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 500);
      }),
  );
}

export const UNEXPECTED_ERRORS = 'console errors besides the expected reCAPTCHA warnings';

/** Opens the main menu, which works only once the page has hydrated; `pageName` names the page in a failure. */
export async function openMenu(page: Page, pageName?: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }), pageName).toBeVisible();
}

/**
 * Every page family's spec calls this: at 375 and 1280 px, in one visit, layout shift, axe and console errors (soft
 * checks: a failure names each that failed).
 */
export function checkQuality(pages: readonly QualityPage[]) {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      for (const { name, path, carousel, waitFor } of pages) {
        test(`${name}: no layout shift, accessibility violation or unexpected error`, async ({ page }) => {
          const problems = collectProblems(page);
          await page.goto(await path());
          // Measured first, before anything this test does could move the page.
          if (waitFor) await expect(page.locator(waitFor)).toBeAttached({ timeout: 10_000 });
          if (carousel) {
            const region = page.getByRole('region', { name: carousel });
            await region.scrollIntoViewIfNeeded();
            await expect(region.locator('.slick-initialized')).toBeAttached({ timeout: 10_000 });
          }
          const { total, moved } = await layoutShift(page);
          expect.soft(total, `layout shift; moved: ${moved.join(', ')}`).toBe(0);
          expect.soft(await axeViolations(page), 'axe').toEqual([]);

          await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
          await openMenu(page);
          await page.waitForLoadState('load');
          expect(problems, UNEXPECTED_ERRORS).toEqual([]);
        });
      }
    });
  }
}
