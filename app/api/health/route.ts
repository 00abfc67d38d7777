import { checkHealth } from '@/lib/health/check';
import { healthProbes } from '@/lib/health/probes';
import { leadQueueReport, leadsNeedAttention } from '@/lib/leads/health-report';
import { leadQueue } from '@/lib/leads/runtime';

// Never a cached page: an outage must reach the load balancer (the content API's answer is reused for 5 s at most).
export const dynamic = 'force-dynamic';

/**
 * GET /api/health: 200 when the content API (and Redis, when configured) answer, else 503 naming which (not why).
 * The lead queue's counts ride along without deciding the status: leads waiting out a CRM outage are not a fault here.
 * `degraded` says a person must look at the leads (`npm run leads -- status`, docs/leads.md).
 */
export async function GET(): Promise<Response> {
  const [{ status, body }, leads] = await Promise.all([checkHealth(healthProbes()), leadQueueReport(leadQueue)]);
  const degraded = leadsNeedAttention(leads);
  return Response.json({ ...body, degraded, leads }, { status, headers: { 'cache-control': 'no-store' } });
}
