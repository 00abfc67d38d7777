// @vitest-environment node
// The pure parts of the Web Vitals pipeline: page type, device class, percentile, ratings and the body's checks.
import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { deviceOf } from '@/lib/vitals/device';
import { OTHER_PAGE, PAGE_PATTERNS, pagePatternOf } from '@/lib/vitals/page-pattern';
import { nearestRank } from '@/lib/vitals/percentile';
import { ratingOf } from '@/lib/vitals/thresholds';
import { parseView } from '@/lib/vitals/validate';

describe('the page type of a path', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    [routes.lifeAt, routes.lifeAt],
    ['/blog-details/how-to-hire', '/blog-details/[slug]'],
    ['/event-detail/summit-2026', '/event-detail/[slug]'],
    ['/services/web-development', '/services/[slug]'],
    ['/hire-our-genius-mind/react-developers', '/hire-our-genius-mind/[category_slug]'],
    ['/web-development', '/[slug]'],
    ['/blog-details/a/b', OTHER_PAGE],
    ['/old/path', OTHER_PAGE],
    ['//evil.example', OTHER_PAGE],
    ['no-slash', OTHER_PAGE],
    [`/${'a'.repeat(600)}`, OTHER_PAGE],
  ])('%s is %s', (path, pattern) => {
    expect(pagePatternOf(path)).toBe(pattern);
    expect(PAGE_PATTERNS.has(pattern)).toBe(true);
  });
});

describe('the device class', () => {
  it.each([
    [320, 'phone'],
    [575, 'phone'],
    [576, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is a %s', (width, device) => expect(deviceOf(width)).toBe(device));
});

describe('the 75th percentile', () => {
  it('is the nearest rank, a value some view had', () => {
    expect(nearestRank([])).toBeNull();
    expect(nearestRank([5])).toBe(5);
    expect(nearestRank([4, 1, 3, 2])).toBe(3);
    expect(nearestRank([1, 2, 3, 4, 5])).toBe(4);
    expect(nearestRank([7, 6, 5, 4, 3, 2, 1])).toBe(6);
    expect(nearestRank(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75);
  });
});

describe('the ratings', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1801, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %d is %s', (metric, value, rating) => expect(ratingOf(metric, value)).toBe(rating));
});

const valid = {
  page: '/blog-details/[slug]',
  device: 'phone',
  connection: '4g',
  navigation: 'first',
  metrics: { LCP: 1234.5, INP: 80, CLS: 0.01, FCP: 900, TTFB: 120 },
  lcpElement: 'text',
};
const body = (change: Record<string, unknown>) => JSON.stringify({ ...valid, ...change });

describe('a beacon body', () => {
  it('is taken when it keeps to the contract', () => {
    expect(parseView(JSON.stringify(valid))).toEqual({ ok: true, view: valid });
    expect(parseView(body({ metrics: { CLS: 0 }, lcpElement: undefined })).ok).toBe(true);
    // The largest values a real view has: a minute for each time, 10 for CLS.
    const largest = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };
    expect(parseView(body({ metrics: largest })).ok).toBe(true);
  });

  it.each([
    ['not JSON', '{', 'not JSON'],
    ['a URL as page', body({ page: '/blog-details/how-to-hire' }), 'page'],
    ['an unknown key', body({ url: '/x' }), 'url'],
    ['an unknown metric', body({ metrics: { FID: 3 } }), 'metrics'],
    ['no metric', body({ metrics: {} }), 'metrics'],
    ['a negative value', body({ metrics: { LCP: -1 } }), 'metrics.LCP'],
    ['an LCP past a minute', body({ metrics: { LCP: 60_001 } }), 'metrics.LCP'],
    ['an FCP past a minute', body({ metrics: { FCP: 60_001 } }), 'metrics.FCP'],
    ['a TTFB past a minute', body({ metrics: { TTFB: 60_001 } }), 'metrics.TTFB'],
    ['an INP past a minute', body({ metrics: { INP: 60_001 } }), 'metrics.INP'],
    ['a CLS past 10', body({ metrics: { CLS: 10.01 } }), 'metrics.CLS'],
    ['a string value', body({ metrics: { LCP: '5' } }), 'metrics.LCP'],
    ['an unknown device', body({ device: 'watch' }), 'device'],
    ['an unknown connection', body({ connection: '5g' }), 'connection'],
    ['an unknown navigation', body({ navigation: 'reload' }), 'navigation'],
    ['an unknown element kind', body({ lcpElement: 'video' }), 'lcpElement'],
    ['an array', '[]', ''],
  ])('is refused with %s', (_, text, where) => {
    const parsed = parseView(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(where);
  });
});
