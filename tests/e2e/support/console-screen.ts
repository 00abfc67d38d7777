// A console screen as a person sees it at the page's width: axe finds nothing, nothing scrolls sideways, and with
// STAFF_SCREENSHOTS=1 it is saved as .data/screenshots/staff-<name>-<width>.png to be looked at.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, type Page } from './test';

/** From the top to the end of the main content: a viewport as tall as it (checkScreen gives the test's back). */
async function photograph(page: Page, file: string, width: number) {
  const bottom = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.querySelector('main')?.getBoundingClientRect().bottom ?? 800;
  });
  await page.setViewportSize({ width, height: Math.min(Math.ceil(bottom), 4_000) });
  mkdirSync('.data/screenshots', { recursive: true });
  await page.screenshot({ path: file });
}

async function checkAt(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`),
    `${name} at ${width} px`,
  ).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  if (process.env.STAFF_SCREENSHOTS === '1')
    await photograph(page, `.data/screenshots/staff-${name}-${width}.png`, width);
}

/** Checks the screen as it is now at each width (375 and 1280 px unless told), then gives back the test's own. */
export async function checkScreen(page: Page, name: string, widths: readonly number[] = [1280, 375]) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of widths) await checkAt(page, name, width);
  await page.setViewportSize(viewport);
}
