import { noteReachability } from './since';

/** A dependency check: resolves when the dependency answers, throws with the reason when not. */
export type Probe = () => Promise<void>;

export interface HealthAnswer {
  status: 200 | 503;
  /** Names and yes/no only: the reasons (URLs, addresses, errors) go to the log, never to whoever asks. */
  body: { healthy: boolean; checks: Record<string, boolean> };
}

/** Longer than a healthy answer, shorter than a load balancer's check interval. */
export const PROBE_TIMEOUT_MS = 2_000;

/** The work's answer, or an error once `ms` have passed without one (the work itself is left to finish). */
export function withTimeout<T>(work: () => Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** The probe's last outcome for `ttlMs`: a check hit every second costs the dependency one call per period. */
export function cachedProbe(probe: Probe, ttlMs: number, now: () => number = Date.now): Probe {
  let last: { at: number; outcome: Promise<void> } | null = null;
  return () => {
    if (!last || now() - last.at >= ttlMs) last = { at: now(), outcome: probe() };
    return last.outcome;
  };
}

/** Runs every probe at once; the instance is healthy only when all of them answer. */
export async function checkHealth(probes: Record<string, Probe>, timeoutMs = PROBE_TIMEOUT_MS): Promise<HealthAnswer> {
  const names = Object.keys(probes);
  const results = await Promise.allSettled(names.map((name) => withTimeout(probes[name]!, timeoutMs)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.error(`Health check "${names[index]}" failed:`, result.reason);
  });
  const checks = Object.fromEntries(results.map((result, index) => [names[index]!, result.status === 'fulfilled']));
  for (const [name, ok] of Object.entries(checks)) noteReachability(name, ok);
  const healthy = results.every((result) => result.status === 'fulfilled');
  return { status: healthy ? 200 : 503, body: { healthy, checks } };
}
