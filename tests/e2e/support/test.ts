// The suite's `test`: Playwright's, with a page that is interactive when `goto` or `reload` returns, as a visitor
// waits for a page to respond. React may finish hydrating after the `load` event Playwright waits for.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Resolves once React has hydrated the document (it keeps its fiber on each element it took over), or at once for
 * what has no framework scripts (feeds, JSON).
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[src^="/_next/static/chunks/"]') ||
      Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
  );
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
