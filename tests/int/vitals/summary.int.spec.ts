// @vitest-environment node
// The summary GET, `npm run vitals` and the console show, and the console's daily line.
import { describe, expect, it } from 'vitest';
import { DAY_MS, type StoredView } from '@/lib/vitals/store';
import { dailyP75, summarise, windowStart } from '@/lib/vitals/summary';
import { summaryLines } from '@/lib/vitals/summary-table';

const NOW = Date.UTC(2026, 10, 26, 12);
const view = (page: string, device: StoredView['device'], metrics: StoredView['metrics'], at = NOW): StoredView => ({
  page,
  device,
  connection: '4g',
  navigation: 'first',
  metrics,
  at,
});

describe('the summary', () => {
  it('gives p75 and count per page, device and metric, rated, in order', () => {
    const views = [
      view('/blog', 'desktop', { LCP: 1000 }),
      view('/', 'phone', { LCP: 1000, CLS: 0.3 }),
      view('/', 'phone', { LCP: 3000 }),
      view('/', 'phone', { LCP: 2000 }),
      view('/', 'phone', { LCP: 5000 }),
      view('/', 'desktop', { INP: 100 }),
    ];
    expect(summarise(views)).toEqual([
      { page: '/', device: 'phone', metric: 'LCP', p75: 3000, count: 4, rating: 'needs-improvement' },
      { page: '/', device: 'phone', metric: 'CLS', p75: 0.3, count: 1, rating: 'poor' },
      { page: '/', device: 'desktop', metric: 'INP', p75: 100, count: 1, rating: 'good' },
      { page: '/blog', device: 'desktop', metric: 'LCP', p75: 1000, count: 1, rating: 'good' },
    ]);
  });

  it('reads a rolling window of days', () => {
    expect(windowStart(1, NOW)).toBe(NOW - DAY_MS);
    expect(windowStart(28, NOW)).toBe(NOW - 28 * DAY_MS);
  });

  it("draws each metric's p75 per UTC day, days with no view left out", () => {
    const today = Date.UTC(2026, 10, 26);
    const series = dailyP75(
      [
        view('/', 'phone', { LCP: 1000 }, today - 40 * DAY_MS),
        view('/', 'phone', { LCP: 1000 }, today - 2 * DAY_MS + 5),
        view('/', 'phone', { LCP: 2000 }, today - 2 * DAY_MS + 6),
        view('/blog', 'desktop', { LCP: 500, TTFB: 90 }, today + 7),
      ],
      28,
      NOW,
    );
    expect(series.LCP).toEqual([
      { day: today - 2 * DAY_MS, p75: 2000, count: 2 },
      { day: today, p75: 500, count: 1 },
    ]);
    expect(series.TTFB).toEqual([{ day: today, p75: 90, count: 1 }]);
    expect(series.INP).toEqual([]);
  });
});

describe("npm run vitals's text", () => {
  it('lines up each window, rates in words, and says when it has no views', () => {
    const rows = summarise([view('/blog-details/[slug]', 'phone', { LCP: 4100.4, CLS: 0.05 })]);
    expect(summaryLines(7, rows)).toEqual([
      'Last 7 days',
      '  page                  device  metric  p75      views  rating',
      '  /blog-details/[slug]  phone   LCP     4100 ms  1      poor',
      '  /blog-details/[slug]  phone   CLS     0.05     1      good',
    ]);
    expect(summaryLines(1, [])).toEqual(['Last 24 hours', '  no views recorded']);
  });
});
