// The field bench's tables: p75s per page pattern, and the first-paint arms against each other and their noise.
import { median } from './median.mjs';

export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

const round = (metric, value) =>
  Number.isFinite(value) ? (metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value)) : '';

/** One run's table: a row per page pattern with each metric's p75, the views stored, and the visits' blocking time. */
export function runTable(pages) {
  return [...pages].map(([page, figures]) => ({
    page,
    views: figures.views,
    ...Object.fromEntries(FIELD_METRICS.map((metric) => [`${metric} p75`, round(metric, figures[metric])])),
    'first view blocking ms (median)': round('', figures.blocking),
  }));
}

/**
 * The comparison: for each page and metric, each arm's median over rounds of its p75, and the noise (the largest
 * spread of one arm's round p75s). `runs` is `{ arm, pages }[]`, a row per arm per round.
 */
export function armsTable(runs, metrics = ['LCP', 'FCP', 'INP', 'CLS', 'blocking']) {
  const arms = [...new Set(runs.map((run) => run.arm))];
  const pageNames = [...new Set(runs.flatMap((run) => [...run.pages.keys()]))].sort();
  const rows = [];
  for (const page of pageNames) {
    for (const metric of metrics) {
      const row = { page, metric };
      let noise = 0;
      for (const arm of arms) {
        const values = runs.filter((run) => run.arm === arm).map((run) => run.pages.get(page)?.[metric] ?? Number.NaN);
        const finite = values.filter(Number.isFinite);
        row[arm] = round(metric, median(finite));
        if (finite.length > 1) noise = Math.max(noise, Math.max(...finite) - Math.min(...finite));
      }
      row.noise = round(metric, noise);
      rows.push(row);
    }
  }
  return rows;
}
