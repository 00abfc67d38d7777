import type { Metric } from '@/lib/vitals/contract';
import type { DailyPoint } from '@/lib/vitals/summary';
import { figureOf } from '@/lib/vitals/words';
import { METRIC_WORDS } from '@/lib/staff/vitals/vitals-words';
import { CHART_BOX, chartGeometry } from '@/lib/staff/vitals/vitals-chart';
import styles from './vitals.module.scss';

const dayName = (day: number) =>
  new Date(day).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * One metric's p75 per day as a line, server-drawn SVG (attributes only: the console's CSP allows no inline style),
 * the dashed line at the "good" threshold. What it shows is also its text: the latest day's figure, and each day's in
 * the SVG's label for a screen reader.
 */
export function VitalsTrend({
  metric,
  series,
  days,
  now,
}: {
  metric: Metric;
  series: readonly DailyPoint[];
  days: number;
  now: number;
}) {
  const latest = series.at(-1);
  const { width, height } = CHART_BOX;
  const geometry = chartGeometry(metric, series, days, now);
  const { name } = METRIC_WORDS[metric];
  const label = series.map((point) => `${dayName(point.day)} ${figureOf(metric, point.p75)}`).join(', ');
  return (
    <figure className={styles.trend}>
      <figcaption>
        <strong>{name}</strong>{' '}
        {latest ? `${figureOf(metric, latest.p75)} on ${dayName(latest.day)}` : 'no views in these days'}
      </figcaption>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={latest ? `${name}, what 3 visitors in 4 got, by day: ${label}` : `${name}: no views in these days`}
      >
        <line className={styles.threshold} x1="0" x2={width} y1={geometry.goodY} y2={geometry.goodY} />
        {series.length > 1 && <polyline points={geometry.points} fill="none" stroke="currentColor" strokeWidth="2" />}
        {geometry.dots.map((dot) => (
          <circle key={`${dot.x}`} cx={dot.x} cy={dot.y} r="2.5" fill="currentColor" />
        ))}
      </svg>
    </figure>
  );
}
