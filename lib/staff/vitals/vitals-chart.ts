// A metric's daily p75 as a line in a fixed SVG box: coordinates only, so the component draws attributes, no style.
import type { Metric } from '@/lib/vitals/contract';
import { DAY_MS, dayOf } from '@/lib/vitals/store';
import type { DailyPoint } from '@/lib/vitals/summary';
import { THRESHOLDS } from '@/lib/vitals/thresholds';

export const CHART_BOX = { width: 280, height: 80, pad: 4 } as const;

export interface ChartGeometry {
  /** The polyline's `points`, oldest day first. */
  points: string;
  dots: { x: number; y: number }[];
  /** The height of the "good" threshold, drawn as a guide. */
  goodY: number;
  /** The value at the top of the box. */
  top: number;
}

/** Day `days - 1` days ago at the left edge, today at the right; 0 at the bottom, `top` at the top. */
export function chartGeometry(metric: Metric, series: readonly DailyPoint[], days: number, now: number): ChartGeometry {
  const { width, height, pad } = CHART_BOX;
  const good = THRESHOLDS[metric][0];
  const top = Math.max(good * 1.25, ...series.map((point) => point.p75 * 1.1));
  const first = dayOf(now) - (days - 1) * DAY_MS;
  const round = (value: number) => Math.round(value * 10) / 10;
  const x = (day: number) => round(pad + ((day - first) / DAY_MS / Math.max(1, days - 1)) * (width - 2 * pad));
  const y = (value: number) => round(height - pad - (value / top) * (height - 2 * pad));
  const dots = series.map((point) => ({ x: x(point.day), y: y(point.p75) }));
  return { points: dots.map((dot) => `${dot.x},${dot.y}`).join(' '), dots, goodY: y(good), top };
}
