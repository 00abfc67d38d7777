// @vitest-environment node
// A family added to the registry (lib/families/index.ts) reaches every table built from it, and no table holds
// a family the registry lacks: a table written by hand again misses the added family here and fails.
import { describe, expect, it, vi } from 'vitest';

const WEBINAR_SITEMAP = '/sitemaps/webinars.xml';

// The new type's line in @site/shared: its name and its routes.
vi.mock('@site/shared/content-types', async (importOriginal) => {
  const real = await importOriginal<typeof import('@site/shared/content-types')>();
  return { ...real, RECORD_ROUTES: { ...real.RECORD_ROUTES, webinar: ['/webinars/[webinar_slug]', '/w/[slug]'] } };
});

vi.mock('@/lib/families', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/families')>();
  const { recordFamily } = await import('@/lib/families/family');
  const webinar = recordFamily({
    // Not one of @site/shared's names: the registry grows here as it would with a new family's file.
    name: 'webinar' as 'blog',
    collection: 'webinars',
    calls: { detail: 'get-webinar-details', list: 'get-webinar-list', recordAt: 'webinars' },
    schemas: async () => {
      const z = await import('zod/mini');
      const webinar = z.object({ slug: z.string(), title: z.string() });
      return { detail: z.nullable(webinar), list: z.array(webinar) };
    },
    records: (webinars) => webinars,
    files: ['replay.mp4'],
    listPages: ['/webinars'],
    sitemap: { path: WEBINAR_SITEMAP, priority: 0.9 },
    words: { one: 'webinar', many: 'webinars', type: 'Webinar', label: 'webinar' },
    kicker: () => 'Webinar',
    bench: () => [],
  });
  const FAMILIES = { ...real.FAMILIES, webinar };
  return { ...real, FAMILIES, RECORD_FAMILIES: Object.values(FAMILIES) };
});

vi.mock('@/lib/api', () => ({
  getBlogSitemapPages: async () => ({ pages: 2, page: null }),
  getSitemapRecords: async (type: string) => [{ slug: `one-${type}`, lastModified: '2026-11-01T00:00:00Z' }],
}));

const { FAMILIES, RECORD_FAMILIES } = await import('@/lib/families');
const names = RECORD_FAMILIES.map((family) => family.name as string);

describe('the family registry, with a webinar family added', () => {
  it('is the registry the test grew', () => {
    expect(names).toEqual(['blog', 'event', 'service', 'category', 'webinar']);
  });

  it('page-at finds its pages under each URL and file, and knows only the registry’s families', async () => {
    const { pageAt, RECORD_URLS } = await import('@/lib/staff/pages/page-at');
    const page = { kind: 'record', type: 'webinar', slug: 'launch', path: '/webinars/launch' };
    expect(pageAt('/webinars/launch')).toEqual(page);
    expect(pageAt('/webinars/launch/replay.mp4')).toEqual(page);
    expect(pageAt('/webinars/launch/opengraph-image')).toEqual(page);
    expect(pageAt('/w/launch')).toEqual(page);
    expect(pageAt('/webinars/launch/other')).toBeNull();
    expect(new Set(RECORD_URLS.map((url) => url.type))).toEqual(new Set(names));
  });

  it('Web Vitals names its pattern and aliases, the console words them, and nothing else has a slug', async () => {
    const { PATTERNS_WITH_SLUG, pagePatternOf, PAGE_PATTERNS } = await import('@/lib/vitals/page-pattern');
    const { pageTypeName } = await import('@/lib/staff/vitals/vitals-words');
    expect(pagePatternOf('/webinars/launch')).toBe('/webinars/[webinar_slug]');
    expect(PAGE_PATTERNS.has('/webinars/[webinar_slug]')).toBe(true);
    const routes = RECORD_FAMILIES.flatMap((family) => [
      family.pattern,
      ...family.aliases.map((alias) => alias.pattern),
    ]);
    expect([...PATTERNS_WITH_SLUG].sort()).toEqual(routes.sort());
    expect(pageTypeName('/webinars/[webinar_slug]')).toBe('Webinar pages');
    expect(pageTypeName('/w/[slug]')).toBe('Webinar pages at their short address');
  });

  it('the console refreshes, names and counts it, beside openings', async () => {
    const { FAMILY_NAMES, targetFrom } = await import('@/lib/staff/pages/refresh-scope');
    const { TYPE_NAME } = await import('@/lib/staff/words');
    const { familyCounts } = await import('@/lib/staff/pages/page-index');
    expect(Object.keys(FAMILY_NAMES)).toEqual([...names, 'openings']);
    expect(FAMILY_NAMES).toMatchObject({ webinar: ['webinar', 'webinars'] });
    expect(targetFrom('every:webinar')).toEqual({ kind: 'every', of: 'webinar' });
    expect(Object.keys(TYPE_NAME)).toEqual([...names, 'opening']);
    expect(TYPE_NAME).toMatchObject({ webinar: 'Webinar' });
    expect(Object.keys(familyCounts([]).families)).toEqual([...names, 'openings']);
  });

  it('a preview link of it lands on its page', async () => {
    const { previewPath } = await import('@/lib/preview/paths');
    expect(previewPath('webinar' as 'blog', 'launch')).toBe('/webinars/launch');
    expect(previewPath('opening', 'any-role')).toBe('/current-openings');
  });

  it('the publish hook re-renders its pages, files and lists', async () => {
    const { CONTENT_TYPES, RECORD_TYPES } = await import('@/lib/content-types');
    expect(RECORD_TYPES).toEqual(names);
    const webinar = (CONTENT_TYPES as unknown as Record<string, (typeof CONTENT_TYPES)['event']>).webinar!;
    expect(webinar.detailPaths('launch')).toEqual([
      '/webinars/launch',
      '/w/launch',
      '/webinars/launch/replay.mp4',
      '/webinars/launch/opengraph-image',
    ]);
    expect(webinar.sitemap).toEqual({ tag: 'sitemap-webinar', path: WEBINAR_SITEMAP });
  });

  it('the sitemap index names its file, first by priority, and the file lists its records', async () => {
    const { familyFileUrls, sitemapFiles } = await import('@/lib/sitemaps/files');
    const { allSitemapPaths } = await import('@/lib/revalidate/sitemaps');
    const files = (await sitemapFiles()).map((url) => new URL(url).pathname);
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      WEBINAR_SITEMAP,
      '/sitemaps/services.xml',
      '/sitemaps/events.xml',
      '/sitemaps/blog/1.xml',
      '/sitemaps/blog/2.xml',
    ]);
    expect(await allSitemapPaths()).toEqual(['/sitemap.xml', ...files]);
    const urls = await familyFileUrls(WEBINAR_SITEMAP);
    expect(urls.map((url) => [new URL(url.loc).pathname, url.priority])).toEqual([['/webinars/one-webinar', 0.9]]);
    expect(FAMILIES).toHaveProperty('webinar');
  });

  it('its card is drawn by the one card route, served under its page, and that route’s own path redirects there', async () => {
    const { CARD_REDIRECTS, CARD_REWRITES } = await import('@/lib/families/card-routes');
    const webinarCard = {
      source: '/webinars/:webinar_slug/opengraph-image',
      destination: '/family-card/webinar/:webinar_slug',
    };
    expect(CARD_REWRITES).toContainEqual(webinarCard);
    expect(CARD_REWRITES.map((rewrite) => rewrite.destination.split('/')[2])).toEqual(names);
    expect(CARD_REDIRECTS).toContainEqual({
      source: webinarCard.destination,
      destination: webinarCard.source,
      permanent: true,
    });
  });
});
