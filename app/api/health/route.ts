import { checkHealth } from '@/lib/health/check';
import { healthProbes } from '@/lib/health/probes';

// Every call checks the dependencies now: a cached answer would hide an outage from the load balancer.
export const dynamic = 'force-dynamic';

/** GET /api/health: 200 when the content API (and Redis, when configured) answer, else 503 naming why. */
export async function GET(): Promise<Response> {
  const { status, body } = await checkHealth(healthProbes());
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
