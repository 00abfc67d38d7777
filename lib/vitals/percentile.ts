// The 75th percentile as CrUX takes it: nearest rank, so the value is one a real view had.

/** The value at rank ⌈p·n⌉ of the sorted values; null for none. */
export function nearestRank(values: readonly number[], p = 0.75): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1]!;
}
