/** A fixed-window counter per client, in this process: at most `limit` calls each `windowMs` (webhook, CSP reports, leads). */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();

  return {
    /** Counts a call; returns the seconds to wait when the client is over the limit, else null. */
    hit(client: string, now: number = Date.now()): number | null {
      if (windows.size > 10_000) windows.clear();
      const window = windows.get(client);
      if (!window || now - window.start >= windowMs) {
        windows.set(client, { start: now, count: 1 });
        return null;
      }
      window.count += 1;
      return window.count > limit ? Math.ceil((window.start + windowMs - now) / 1000) : null;
    },
  };
}
