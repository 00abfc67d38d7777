// When a lead that could not be delivered is tried again (10 s up to 1 h, for at least 72 h).

export const BACKOFF = {
  firstMs: 10_000,
  maxMs: 60 * 60_000,
  /** A weekend outage: a lead is given up only once it is this old. */
  giveUpAfterMs: 72 * 60 * 60_000,
} as const;

/**
 * The wait after the `attempts`-th failure: doubling from 10 s, capped at 1 h, with "equal jitter" (between
 * half and all of it) so that leads queued in one outage do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base / 2 + (base / 2) * random());
}

/** The time of the next attempt, or null when the lead has waited long enough to be given up. */
export function nextAttemptAt(createdAt: number, attempts: number, now: number, random?: () => number): number | null {
  if (now - createdAt >= BACKOFF.giveUpAfterMs) return null;
  return now + retryDelayMs(attempts, random);
}
