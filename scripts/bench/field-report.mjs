// The field bench's table: p75s per page pattern.

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
