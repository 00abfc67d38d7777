// The Core Web Vitals thresholds (web.dev): one table for the endpoint, `npm run vitals` and the console.
import type { Metric } from './contract';

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** Good up to the first value, poor past the second (ms, CLS unitless). */
export const THRESHOLDS: Record<Metric, readonly [good: number, poor: number]> = {
  LCP: [2_500, 4_000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1_800, 3_000],
  TTFB: [800, 1_800],
};

export function ratingOf(metric: Metric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
