import { checkHealth } from '@/lib/health/check';
import { healthProbes } from '@/lib/health/probes';

// Never a cached page: an outage must reach the load balancer (the content API's answer is reused for 5 s at most).
export const dynamic = 'force-dynamic';

/** GET /api/health: 200 when the content API (and Redis, when configured) answer, else 503 naming which (not why). */
export async function GET(): Promise<Response> {
  const { status, body } = await checkHealth(healthProbes());
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
