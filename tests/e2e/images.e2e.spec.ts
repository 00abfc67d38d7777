import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { allBlogSlugs, fromApi } from './support/content-api';
import { candidateUrls, imagesIn, variantWidth } from './support/images';

// Chromium's Accept for images: the content API answers AVIF to it, its most expensive encode.
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const CRAWL_CONNECTIONS = 8;

/** One page of each type whose largest paint is an image, with the element to measure in the browser. */
const LCP_PAGES = [
  { name: 'blog list', path: async () => '/blog' },
  { name: 'blog post', path: async () => `/blog-details/${(await allBlogSlugs())[0]}` },
  { name: 'events', path: async () => '/events' },
  {
    name: 'event',
    path: async () => `/event-detail/${(await fromApi<{ slug: string }[]>('get-event-list'))[0]?.slug}`,
  },
  {
    name: 'service',
    path: async () => `/services/${(await fromApi<{ service_slug: string }[]>('get-service-list'))[0]?.service_slug}`,
  },
  { name: 'hire category', path: async () => '/hire-our-genius-mind/developers' },
];

const OTHER_PAGES = ['/', '/about-us', '/our-team', '/life-at', '/this/does/not/exist'];

test.describe('images come from the content API through the site’s origin, sized for their box', () => {
  test('no page refers to /_next/image, and next start serves none', async ({ request }) => {
    const paths = [...(await Promise.all(LCP_PAGES.map((page) => page.path()))), ...OTHER_PAGES];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('/_next/image');
      for (const image of imagesIn(html).images) {
        for (const url of candidateUrls(image)) {
          // The content API's variants and SVGs from the site's own origin, or the site's own SVGs; never wider
          // than the widest original.
          const served = ['/media/variants/', '/media/uploads/', '/images/'].some((base) => url.startsWith(base));
          expect(served, `${path}: ${url}`).toBe(true);
          expect(variantWidth(url) ?? 0, url).toBeLessThanOrEqual(1600);
        }
      }
    }
    const optimiser = await request.get(`/_next/image?url=${encodeURIComponent('/images/not-found.svg')}&w=640&q=75`);
    expect(optimiser.status()).toBe(404);
  });

  for (const lcp of LCP_PAGES) {
    test(`${lcp.name}: the largest image is preloaded at high priority, the others are lazy`, async ({ request }) => {
      const { images, preloads } = imagesIn(await (await request.get(await lcp.path())).text());
      const preloaded = preloads.filter((preload) => preload.imagesrcset.includes('/variants/'));
      expect(preloaded).toHaveLength(1);
      expect(preloaded[0]).toMatchObject({ fetchpriority: 'high' });
      // Nothing else competes with it: no preload of an image the page does not show (the 404's picture was one).
      expect(preloads.map((hint) => hint.href || hint.imagesrcset)).toEqual([preloaded[0]?.imagesrcset]);
      const [preload] = preloaded;
      // The first image with the preloaded srcset is the LCP image; a later card may show the same picture.
      const lcpImage = images.find((image) => image.srcset === preload?.imagesrcset);
      expect(lcpImage).toMatchObject({ sizes: preload?.imagesizes, fetchpriority: 'high' });
      expect(lcpImage?.loading).not.toBe('lazy');
      const others = images.filter((image) => image.srcset.includes('/variants/') && image.srcset !== lcpImage?.srcset);
      for (const image of others) expect(image.loading, image.src).toBe('lazy');
    });
  }

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px each visible image is fetched at the srcset width its box needs`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      for (const lcp of LCP_PAGES) {
        await page.goto(await lcp.path());
        const shown = page.locator('img[srcset*="/variants/"][fetchpriority="high"]').filter({ visible: true }).first();
        await expect(shown).toBeVisible();
        await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
        const { box, currentSrc, srcset, ratio } = await shown.evaluate((img: HTMLImageElement) => ({
          box: img.getBoundingClientRect().width,
          currentSrc: img.currentSrc,
          srcset: img.srcset,
          ratio: window.devicePixelRatio,
        }));
        const widths = srcset.split(',').map((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1]));
        // The smallest candidate that covers the box (or the widest there is): what a right `sizes` picks.
        const needed = widths.find((width) => width >= box * ratio) ?? Math.max(...widths);
        expect(variantWidth(currentSrc), `${lcp.name}: ${Math.round(box)} px box`).toBe(needed);
      }
    });
  }

  test('prefetching the posts a list links to fetches none of their images', async ({ page }) => {
    const widthsByFile = new Map<string, Set<number>>();
    page.on('request', (request) => {
      const width = variantWidth(request.url());
      if (width === null) return;
      const file = request.url().replace(/.*\/variants\/\d+\/\d+\//, '');
      widthsByFile.set(file, (widthsByFile.get(file) ?? new Set()).add(width));
    });
    const postPrefetched = page.waitForResponse(
      (response) => response.url().includes('/blog-details/') && response.request().headers()['rsc'] === '1',
    );
    await page.goto('/blog');
    // The router acts on a prefetched page's hints as it reads them: a preload there fetched each post's hero at
    // 1,200 px beside its 384 px card (the same file), and the browser then showed the cards from the wider copy.
    await (await postPrefetched).finished();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    // Every card on /blog is 384 px wide at 1280 px, in the carousel and in the grid: one width per picture.
    const fetchedTwice = [...widthsByFile].filter(([, widths]) => widths.size > 1).map(([file]) => file);
    expect(widthsByFile.size).toBeGreaterThan(3);
    expect(fetchedTwice).toEqual([]);
  });

  test(`a crawl of every image URL on /blog at ${CRAWL_CONNECTIONS} connections completes with no error`, async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const { images, preloads } = imagesIn(await (await request.get('/blog')).text());
    const urls = new Set([
      ...images.flatMap(candidateUrls),
      ...preloads.flatMap((preload) => candidateUrls({ src: '', srcset: preload.imagesrcset })),
    ]);
    expect(urls.size).toBeGreaterThan(50);
    const queue = [...urls].map((url) => new URL(url, E2E_URLS.site).href);
    const failures: string[] = [];
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        try {
          const response = await request.get(url, { headers: { accept: BROWSER_IMAGE_ACCEPT }, timeout: 120_000 });
          const type = response.headers()['content-type'] ?? '';
          if (!response.ok() || !type.startsWith('image/')) failures.push(`${url} → ${response.status()} ${type}`);
        } catch (error) {
          failures.push(`${url} → ${(error as Error).message.split('\n')[0]}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CRAWL_CONNECTIONS }, worker));
    test.info().annotations.push({ type: 'image URLs', description: String(urls.size) });
    expect(failures).toEqual([]);
  });
});
