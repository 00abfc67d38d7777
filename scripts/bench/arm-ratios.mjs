// @ts-check
// The side-by-side table of `bench:lighthouse -- --against stock,bare`: per page, the project's server against plain
// `next start` (points, blocking time, script near load) and against the page without scripts (LCP).

const ratio = (/** @type {number} */ a, /** @type {number} */ b) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? Math.round((a / b) * 100) / 100 : '';

/**
 * @param {Record<string, Record<string, any>[]>} tables each arm's rows, in the same page order
 * @returns {Record<string, string | number>[]}
 */
export function armRatios({ project, stock, bare }) {
  return project.map((row, index) => {
    const stockRow = stock?.[index];
    const bareRow = bare?.[index];
    return {
      type: row.type,
      ...(stockRow && {
        'perf − stock': row.perf - stockRow.perf,
        'TBT ms (stock)': `${row['TBT ms']} (${stockRow['TBT ms']})`,
        'script ≤4 s kB (stock)': `${row['JS ≤4 s after load kB']} (${stockRow['JS ≤4 s after load kB']})`,
      }),
      ...(bareRow && {
        'LCP ÷ bare': ratio(row['LCP s'], bareRow['LCP s']),
        ...(stockRow && { 'stock LCP ÷ bare': ratio(stockRow['LCP s'], bareRow['LCP s']) }),
      }),
    };
  });
}
