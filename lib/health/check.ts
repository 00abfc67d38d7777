/** A dependency check: resolves when the dependency answers, throws with the reason when not. */
export type Probe = () => Promise<void>;

export interface HealthAnswer {
  status: 200 | 503;
  body: { healthy: boolean; checks: Record<string, { ok: true } | { ok: false; reason: string }> };
}

/** Longer than a healthy answer, shorter than a load balancer's check interval. */
export const PROBE_TIMEOUT_MS = 2_000;

function withTimeout(probe: Probe, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    probe()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** Runs every probe at once; the instance is healthy only when all of them answer. */
export async function checkHealth(probes: Record<string, Probe>, timeoutMs = PROBE_TIMEOUT_MS): Promise<HealthAnswer> {
  const names = Object.keys(probes);
  const results = await Promise.allSettled(names.map((name) => withTimeout(probes[name]!, timeoutMs)));
  const checks = Object.fromEntries(
    results.map((result, index) => [
      names[index]!,
      result.status === 'fulfilled'
        ? ({ ok: true } as const)
        : ({ ok: false, reason: (result.reason as Error)?.message ?? String(result.reason) } as const),
    ]),
  );
  const healthy = results.every((result) => result.status === 'fulfilled');
  return { status: healthy ? 200 : 503, body: { healthy, checks } };
}
