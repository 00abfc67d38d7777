// The spec's breakpoints, mirrored from styles/_breakpoints.scss (a unit test keeps the two equal).

/** Each is the last width, in px, that the name still covers: `tablet` is up to 767 px. */
export const BREAKPOINTS = {
  phone: 480,
  small: 575,
  tablet: 767,
  wide: 899,
  laptop: 991,
  desktop: 1024,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The first width past a breakpoint: `above('tablet')` is 768. */
export const above = (name: Breakpoint): number => BREAKPOINTS[name] + 1;

/** Media queries matching the SCSS mixins `below()` and `above()`. */
export const media = {
  below: (name: Breakpoint) => `(max-width: ${BREAKPOINTS[name]}px)`,
  above: (name: Breakpoint) => `(min-width: ${above(name)}px)`,
} as const;

/** The container's widest content box (styles/_tokens.scss `--container-width`). */
const CONTAINER_WIDTH = 1200;

/** The narrowest gap between columns: carousel slides (2 × 12 px gutters); card grids leave 32 px. */
const COLUMN_GAP = 24;

/**
 * `next/image` `sizes` for a grid: `columns.base` columns at the smallest widths, then each named
 * breakpoint's count past it, e.g. `sizesFor({ base: 1, tablet: 2, laptop: 3 })` for a 1/2/3 grid.
 * The widest step is the column's width in the full container, less the gaps, so no image is fetched wider than it is shown.
 */
export function sizesFor(columns: { base: number } & Partial<Record<Breakpoint, number>>): string {
  const steps = (Object.keys(BREAKPOINTS) as Breakpoint[])
    .filter((name) => columns[name] !== undefined)
    .map((name) => ({ name, count: columns[name] as number }));
  const tiers = [
    { upTo: null as Breakpoint | null, count: columns.base },
    ...steps.map((s) => ({ upTo: s.name, count: s.count })),
  ];
  const parts: string[] = [];
  for (let i = 0; i < tiers.length - 1; i++) {
    parts.push(`${media.below(tiers[i + 1]!.upTo!)} ${vw(tiers[i]!.count)}`);
  }
  const widest = tiers[tiers.length - 1]!.count;
  parts.push(`${Math.ceil((CONTAINER_WIDTH - (widest - 1) * COLUMN_GAP) / widest)}px`);
  return parts.join(', ');
}

const vw = (count: number) => `${Math.ceil(100 / count)}vw`;
