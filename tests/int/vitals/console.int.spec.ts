// @vitest-environment node
// The console's Web Vitals page: the window chosen, one read for table and chart, the chart's geometry.
import { describe, expect, it } from 'vitest';
import { CHART_BOX, chartGeometry } from '@/lib/staff/vitals/vitals-chart';
import { VITALS_UNREADABLE, readDays, readVitalsView } from '@/lib/staff/vitals/vitals-view';
import { openSqliteVitals } from '@/lib/vitals/sqlite-store';
import { DAY_MS } from '@/lib/vitals/store';

const NOW = Date.UTC(2026, 10, 26, 12);
const TODAY = Date.UTC(2026, 10, 26);

describe('the Web Vitals page', () => {
  it('takes 1, 7 or 28 days, else 7', () => {
    expect(['1', '7', '28', '30', undefined, ['1', '7']].map((value) => readDays(value))).toEqual([1, 7, 28, 7, 7, 7]);
  });

  it('summarises the chosen window and draws the 28 days from one read', async () => {
    const store = openSqliteVitals(':memory:');
    const view = { page: '/', device: 'phone', connection: '4g', navigation: 'first' } as const;
    await store.add({ ...view, metrics: { LCP: 3000 } }, NOW - 10 * DAY_MS);
    await store.add({ ...view, metrics: { LCP: 1000 } }, NOW - 1_000);
    const page = await readVitalsView(async () => store, 7, NOW);
    expect(page.ok && page.rows).toEqual([
      { page: '/', device: 'phone', metric: 'LCP', p75: 1000, count: 1, rating: 'good' },
    ]);
    expect(page.ok && page.views).toBe(1);
    expect(page.ok && page.series.LCP.map((point) => point.day)).toEqual([TODAY - 10 * DAY_MS, TODAY]);
  });

  it('says the store cannot be read instead of failing', async () => {
    const page = await readVitalsView(() => Promise.reject(new Error('ECONNREFUSED')), 7, NOW);
    expect(page).toEqual({ ok: false, message: VITALS_UNREADABLE });
  });
});

describe("a metric's daily line", () => {
  it('runs from 27 days ago at the left to today at the right, 0 at the bottom', () => {
    const { width, height, pad } = CHART_BOX;
    const geometry = chartGeometry(
      'LCP',
      [
        { day: TODAY - 27 * DAY_MS, p75: 0, count: 1 },
        { day: TODAY, p75: 5000, count: 1 },
      ],
      28,
      NOW,
    );
    expect(geometry.dots[0]).toEqual({ x: pad, y: height - pad });
    expect(geometry.dots[1]!.x).toBe(width - pad);
    expect(geometry.top).toBe(5500);
    expect(geometry.dots[1]!.y).toBeLessThan(geometry.goodY);
    expect(geometry.points).toBe(geometry.dots.map(({ x, y }) => `${x},${y}`).join(' '));
  });

  it('keeps the "good" line in the box when every day is good', () => {
    const geometry = chartGeometry('CLS', [{ day: TODAY, p75: 0.01, count: 3 }], 28, NOW);
    expect(geometry.top).toBe(0.125);
    expect(geometry.goodY).toBeGreaterThan(CHART_BOX.pad);
  });
});
