// What `npm run vitals`, GET /api/vitals and the console show: p75 and count per page, device and metric.
import { DEVICES, METRICS, type Device, type Metric } from './contract';
import { nearestRank } from './percentile';
import { DAY_MS, dayOf, type StoredView, type VitalsStore } from './store';
import { ratingOf, type Rating } from './thresholds';

export const SUMMARY_DAYS = [1, 7, 28] as const;
export type SummaryDays = (typeof SUMMARY_DAYS)[number];

export interface SummaryRow {
  page: string;
  device: Device;
  metric: Metric;
  p75: number;
  count: number;
  rating: Rating;
}

const byOrder = (order: readonly string[]) => (a: string, b: string) => order.indexOf(a) - order.indexOf(b);
const compareDevice = byOrder(DEVICES);
const compareMetric = byOrder(METRICS);

/** Rows sorted by page, device (phone, tablet, desktop) and metric (LCP, INP, CLS, FCP, TTFB). */
export function summarise(views: readonly StoredView[]): SummaryRow[] {
  const groups = new Map<string, { page: string; device: Device; metric: Metric; values: number[] }>();
  for (const view of views) {
    for (const metric of METRICS) {
      const value = view.metrics[metric];
      if (value === undefined) continue;
      const key = `${view.page}\u0000${view.device}\u0000${metric}`;
      const group = groups.get(key) ?? { page: view.page, device: view.device, metric, values: [] };
      group.values.push(value);
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .map(({ page, device, metric, values }) => {
      const p75 = nearestRank(values)!;
      return { page, device, metric, p75, count: values.length, rating: ratingOf(metric, p75) };
    })
    .sort(
      (a, b) =>
        (a.page < b.page ? -1 : a.page > b.page ? 1 : 0) ||
        compareDevice(a.device, b.device) ||
        compareMetric(a.metric, b.metric),
    );
}

/** The first moment of the last `days` days, rolling (the last 24 hours for 1). */
export const windowStart = (days: number, now: number): number => now - days * DAY_MS;

export interface DailyPoint {
  day: number;
  p75: number;
  count: number;
}

/** Each metric's p75 per UTC day, over all pages and devices, for the last `days` days; days with none left out. */
export function dailyP75(views: readonly StoredView[], days: number, now: number): Record<Metric, DailyPoint[]> {
  // Whole UTC days: today and the `days - 1` before it.
  const start = dayOf(now) - (days - 1) * DAY_MS;
  const series = Object.fromEntries(METRICS.map((metric) => [metric, [] as DailyPoint[]])) as Record<
    Metric,
    DailyPoint[]
  >;
  for (const metric of METRICS) {
    const perDay = new Map<number, number[]>();
    for (const view of views) {
      const value = view.metrics[metric];
      if (value === undefined || view.at < start) continue;
      const day = perDay.get(dayOf(view.at)) ?? [];
      day.push(value);
      perDay.set(dayOf(view.at), day);
    }
    series[metric] = [...perDay.entries()]
      .sort(([a], [b]) => a - b)
      .map(([day, values]) => ({ day, p75: nearestRank(values)!, count: values.length }));
  }
  return series;
}

/**
 * The summary of the last `days` days, read from the store: what `npm run vitals`, GET and the console show; `since`
 * (ms since the epoch) narrows it to the views received from then on, inside the window (a benchmark's own run).
 */
export async function summaryFor(store: VitalsStore, days: SummaryDays, now: number, since = 0): Promise<SummaryRow[]> {
  return summarise(await store.since(Math.max(windowStart(days, now), since)));
}
