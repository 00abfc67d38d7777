import { checkHealth } from '@/lib/health/check';
import { healthProbes } from '@/lib/health/probes';
import { alertsReport } from '@/lib/alerts/runtime';
import { alertsNeedAttention } from '@/lib/alerts/status';
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
  const [{ status, body }, leads, alerts] = await Promise.all([
    checkHealth(healthProbes()),
    leadQueueReport(leadQueue),
    alertsReport(),
  ]);
  // An alert given up or failing again and again: sales is not hearing of new leads.
  const degraded = leadsNeedAttention(leads) || alertsNeedAttention(alerts);
  return Response.json(
    { ...body, degraded, leads, ...(alerts && { alerts }) },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}
