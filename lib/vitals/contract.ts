// What a page view's beacon to /api/vitals may carry (docs/field-data.md). Client-safe: the island and the
// endpoint read the same lists, so a name added here is accepted and sent alike.

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** `first`: the page was loaded (a hard load); `client`: reached by a click inside the site (a soft navigation). */
export const NAVIGATIONS = ['first', 'client'] as const;
export type Navigation = (typeof NAVIGATIONS)[number];

export const LCP_ELEMENTS = ['text', 'image'] as const;
export type LcpElement = (typeof LCP_ELEMENTS)[number];

/** The largest body accepted, counted in bytes before it is parsed. */
export const MAX_BODY_BYTES = 2_048;
/**
 * The largest value a real view has: a minute for a time (people leave long before; nginx stops waiting for the
 * server at 60 s), 10 for CLS (0.25 is poor; 10 is ten whole-screen jumps within one 5 s window).
 */
export const MAX_MS = 60_000;
export const MAX_CLS = 10;
export const maxOf = (metric: Metric): number => (metric === 'CLS' ? MAX_CLS : MAX_MS);

/** One page view as the island sends it and the store keeps it (no address, no URL, no identifier). */
export interface VitalsView {
  page: string;
  device: Device;
  connection: Connection;
  navigation: Navigation;
  metrics: Partial<Record<Metric, number>>;
  lcpElement?: LcpElement;
}
