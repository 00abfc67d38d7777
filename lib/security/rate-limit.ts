import { limitKeyOf } from '@/lib/client-address';

/** Clients remembered at most (about 2.5 MB); past it, only the one unheard from longest is forgotten. */
const MAX_CLIENTS = 10_000;

/**
 * A fixed-window counter per client (an address, an IPv6 address by its /64), in this process: at most `limit`
 * calls each `windowMs` (webhook, CSP reports, leads, Web Vitals).
 */
export function createRateLimiter({ limit, windowMs, maxClients = MAX_CLIENTS }: RateLimit) {
  // In the order each client was last heard from: the first is the one to forget. A client being limited keeps
  // calling, so a crowd of new addresses cannot push it out and reset its count.
  const windows = new Map<string, { start: number; count: number }>();

  return {
    /** Counts a call; returns the seconds to wait when the client is over the limit, else null. */
    hit(client: string, now: number = Date.now()): number | null {
      const key = limitKeyOf(client);
      const known = windows.get(key);
      windows.delete(key);
      const window = known && now - known.start < windowMs ? known : { start: now, count: 0 };
      window.count += 1;
      windows.set(key, window);
      if (windows.size > maxClients) windows.delete(windows.keys().next().value!);
      return window.count > limit ? Math.ceil((window.start + windowMs - now) / 1000) : null;
    },
  };
}

interface RateLimit {
  limit: number;
  windowMs: number;
  maxClients?: number;
}
