// A console screen at each width a person uses: expectAccessible (axe, nothing sideways, the screenshot) per width.
import { expectAccessible } from './console-pages';
import type { Page } from './test';

/** Checks the screen as it is now at each width (375 and 1280 px unless told), then gives back the test's own. */
export async function checkScreen(page: Page, name: string, widths: readonly number[] = [1280, 375]) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page, name);
  }
  await page.setViewportSize(viewport);
}
