// Sign-in limits, counted in the store so every instance shares them. As the webhook does (lib/revalidate), a
// sign-in is checked first and only failures count: the right passkey is never refused, a stranger cannot lock a
// person out, and a flood of wrong answers from one address (or against one person) is turned away early.
import type { StaffKv } from '../store/kv';

export interface LimitRule {
  limit: number;
  windowMs: number;
}

export const SIGN_IN_LIMITS = {
  /** Failed sign-ins and invitation uses from one address. */
  failuresPerAddress: { limit: 20, windowMs: 15 * 60_000 },
  /** Failed sign-ins naming one person's passkey. */
  failuresPerPerson: { limit: 10, windowMs: 15 * 60_000 },
  /** Challenges handed to one address: each is stored a while, so their number is bounded. */
  challengesPerAddress: { limit: 60, windowMs: 15 * 60_000 },
} as const satisfies Record<string, LimitRule>;

export function limitsIn(kv: StaffKv, clock: () => number = Date.now) {
  const windowOf = (rule: LimitRule, now: number) => Math.floor(now / rule.windowMs);
  return {
    /** Counts one event; answers the seconds to wait when it is over the limit, else null. */
    async hit(scope: string, key: string, rule: LimitRule): Promise<number | null> {
      const now = clock();
      const window = windowOf(rule, now);
      const count = await kv.count(`limit:${scope}:${key}:${window}`, rule.windowMs);
      return count > rule.limit ? Math.ceil(((window + 1) * rule.windowMs - now) / 1000) : null;
    },
    /** The seconds to wait if `key` is already over the limit, without counting. */
    async waitFor(scope: string, key: string, rule: LimitRule): Promise<number | null> {
      const now = clock();
      const window = windowOf(rule, now);
      const count = Number((await kv.get(`limit:${scope}:${key}:${window}`)) ?? 0);
      return count >= rule.limit ? Math.ceil(((window + 1) * rule.windowMs - now) / 1000) : null;
    },
  };
}
