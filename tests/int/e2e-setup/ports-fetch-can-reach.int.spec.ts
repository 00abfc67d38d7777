// @vitest-environment node
// Every end-to-end instance's servers are reached with fetch (waitForUrl, the benches, the specs), and fetch refuses
// the Fetch standard's "bad ports" before connecting: an instance given one could never start.
import { describe, expect, it, vi } from 'vitest';

type Config = typeof import('../../../scripts/e2e/config.mjs');

async function configOf(instance: number): Promise<Config> {
  vi.resetModules();
  vi.stubEnv('E2E_INSTANCE', String(instance));
  try {
    return await import('../../../scripts/e2e/config.mjs');
  } finally {
    vi.unstubAllEnvs();
  }
}

/** The ports a test or bench fetches: every server of the instance that speaks HTTP. */
function fetchedPorts({ E2E }: Config) {
  const { stock, bare } = E2E.benchArms;
  return [
    E2E.sitePort,
    E2E.apiPort,
    E2E.controlPort,
    E2E.edgePort,
    E2E.staticEdgePort,
    E2E.staffPort,
    E2E.alertHookPort,
    ...E2E.sharedCachePorts,
    ...[stock, bare].flatMap((arm) => [arm.site, arm.edge]),
  ];
}

/** fetch's own answer: 'bad port' when it refuses the port, whatever else (refused, answered) when it tries. */
const fetchOutcome = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
    () => 'answered',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

describe('the end-to-end instances', () => {
  it('use only ports fetch will connect to', async () => {
    for (let instance = 0; instance <= 12; instance += 1) {
      const config = await configOf(instance);
      for (const port of fetchedPorts(config))
        expect(await fetchOutcome(port), `E2E_INSTANCE=${instance}, port ${port}`).not.toBe('bad port');
    }
  });
});
