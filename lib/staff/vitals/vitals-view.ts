// The console's Web Vitals page: the chosen window's summary and each metric's daily p75 over 28 days.
import { METRICS, type Metric } from '@/lib/vitals/contract';
import type { VitalsStore } from '@/lib/vitals/store';
import {
  SUMMARY_DAYS,
  dailyP75,
  summarise,
  windowStart,
  type DailyPoint,
  type SummaryDays,
  type SummaryRow,
} from '@/lib/vitals/summary';

export const CHART_DAYS = 28;
export const DEFAULT_DAYS: SummaryDays = 7;
export const VITALS_UNREADABLE =
  'The Web Vitals store could not be read just now (is Redis up?). Try again in a minute.';

/** `?days=` as the form sends it: 1, 7 or 28, anything else the default. */
export function readDays(value: string | string[] | undefined): SummaryDays {
  return SUMMARY_DAYS.find((days) => String(days) === value) ?? DEFAULT_DAYS;
}

export type VitalsPage =
  | { ok: true; rows: SummaryRow[]; series: Record<Metric, DailyPoint[]>; views: number; now: number }
  | { ok: false; message: string };

/** One read of the store for both: the last 28 days cover any window chosen and the chart's whole days. */
export async function readVitalsView(
  store: () => Promise<VitalsStore>,
  days: SummaryDays,
  now: number = Date.now(),
): Promise<VitalsPage> {
  try {
    const views = await (await store()).since(windowStart(CHART_DAYS, now));
    const chosen = views.filter((view) => view.at >= windowStart(days, now));
    return { ok: true, rows: summarise(chosen), series: dailyP75(views, CHART_DAYS, now), views: chosen.length, now };
  } catch {
    return { ok: false, message: VITALS_UNREADABLE };
  }
}

export const hasSeries = (series: Record<Metric, DailyPoint[]>): boolean =>
  METRICS.some((metric) => series[metric].length);
