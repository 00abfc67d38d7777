// Since when each dependency has answered or not, as this instance saw it: every check (/api/health, which the
// load balancer calls every few seconds, and /staff/health) notes its outcome, and a change of state its time.
import { processWide } from '@/lib/process-wide.mjs';

export interface Reachability {
  ok: boolean;
  since: number;
  /** The state was already so when this instance first checked: `since` is that first check. */
  sinceFirstCheck: boolean;
}

// /api/health and the console's page may each have their own copy of this module.
const ledger = processWide('reachability', () => new Map<string, Reachability>());

/** Notes one check of `name` and answers since when it has been in that state. */
export function noteReachability(name: string, ok: boolean, now = Date.now()): Reachability {
  const last = ledger.get(name);
  const state = !last
    ? { ok, since: now, sinceFirstCheck: true }
    : last.ok === ok
      ? last
      : { ok, since: now, sinceFirstCheck: false };
  ledger.set(name, state);
  return state;
}
