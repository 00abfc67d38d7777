// Where page views are kept: SQLite on one instance, Redis when several share REDIS_URL. 30 days, then pruned.
import type { VitalsView } from './contract';

export const KEEP_DAYS = 30;
export const DAY_MS = 86_400_000;
/** Views kept per day at most: a flood of beacons from many addresses fills a day, never the disk. */
export const MAX_VIEWS_PER_DAY = 50_000;
/**
 * Views one address may send in 24 hours: a page every two and a half minutes for eight hours, more than a person
 * reads of this site in a day, so one source spends at most 0.4% of a day's views (VITALS_VIEWS_PER_ADDRESS).
 */
export const VIEWS_PER_ADDRESS_PER_DAY = 200;

export interface StoredView extends VitalsView {
  /** When the view was received (ms since the epoch). */
  at: number;
}

export interface VitalsStore {
  /** Keeps one view, received at `at`; dropped once its day holds MAX_VIEWS_PER_DAY. */
  add(view: VitalsView, at: number): Promise<void>;
  /** Every view received at or after `since`, oldest first. */
  since(since: number): Promise<StoredView[]>;
  close(): Promise<void>;
}

/** The UTC day a time falls in, as its first millisecond. */
export const dayOf = (at: number): number => Math.floor(at / DAY_MS) * DAY_MS;
