// @ts-check
/**
 * The median of the runs that produced the figure (a run under load can miss one, e.g. no LCP); NaN if none did.
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length ? finite[Math.floor(finite.length / 2)] : Number.NaN;
}
