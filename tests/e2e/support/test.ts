// The suite's `test`: Playwright's, with a page that is interactive when `goto` or `reload` returns, as a visitor
// waits for a page to respond. The server starts a page's scripts after its first paint and its largest image
// (next-glue/server/scripts-after-paint.mjs), which is often after the `load` event Playwright waits for.
import { test as base, type Page } from '@playwright/test';
import { SCRIPT_LIST_ID } from '../../../next-glue/server/scripts-after-paint.mjs';
import { pageHydrated } from '../../../scripts/lib/page-hydrated.mjs';

export * from '@playwright/test';

/** Resolves once React has hydrated the document, or at once for what has no framework scripts (pageHydrated). */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(pageHydrated, SCRIPT_LIST_ID);
}

/** Waits after a navigation that waited for `load` (the default), not after one that asked for less. */
const waitsForLoad = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load';

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (waitsForLoad(options)) await untilHydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (waitsForLoad(options)) await untilHydrated(page);
        return response;
      };
    }
    await provide(page);
  },
});
