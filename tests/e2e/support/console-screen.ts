// A console screen as a person sees it at the page's width: axe finds nothing, nothing scrolls sideways, and with
// STAFF_SCREENSHOTS=1 it is saved as .data/screenshots/staff-<name>-<width>.png to be looked at.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, type Page } from './test';

async function photograph(page: Page, file: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const bottom = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.querySelector('main')?.getBoundingClientRect().bottom ?? 800;
  });
  // The shot ends with the content: a viewport as tall as it, then the test's own again.
  await page.setViewportSize({ width: viewport.width, height: Math.min(Math.ceil(bottom), 4_000) });
  mkdirSync('.data/screenshots', { recursive: true });
  await page.screenshot({ path: file });
  await page.setViewportSize(viewport);
}

export async function checkScreen(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`),
    `${name} at ${width} px`,
  ).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  if (process.env.STAFF_SCREENSHOTS === '1') await photograph(page, `.data/screenshots/staff-${name}-${width}.png`);
}
