import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { checkHealth, PROBE_TIMEOUT_MS } from '@/lib/health/check';
import { readNote } from '@/lib/health/notes';
import { healthProbes } from '@/lib/health/probes';
import { noteReachability, type Reachability } from '@/lib/health/since';
import { leadQueueReport, type LeadQueueReport } from '@/lib/leads/health-report';
import { targetAnswers } from '@/lib/leads/deliver';
import { leadQueue } from '@/lib/leads/runtime';
import { edgeNoteName, type EdgeNote } from '@/lib/revalidate/edge-refresh';
import { lastWebhookCall, type WebhookCall } from '@/lib/revalidate/last-call';
import { instanceOrigin } from '@/lib/revalidate/re-render';
import { site } from '@/lib/site';

/** Everything /staff/health says, as this instance sees it now. */
export interface HealthFacts {
  now: number;
  instance: { host: string; pid: number; origin: string };
  build: { id: string; builtAt: number } | null;
  cms: Reachability;
  crm: Reachability;
  /** Only with REDIS_URL. */
  redis: Reachability | null;
  leads: LeadQueueReport | null;
  webhook: WebhookCall | null;
  edges: { edge: string; note: EdgeNote | null }[];
}

/** The build's id and the time it was written (`BUILD_ID` in the folder this server serves). */
async function build(): Promise<HealthFacts['build']> {
  const file = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  try {
    const [id, { mtimeMs }] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { id: id.trim(), builtAt: mtimeMs };
  } catch {
    return null;
  }
}

async function crm(): Promise<Reachability> {
  return noteReachability('crm', await targetAnswers(site.crmWebToLeadUrl, PROBE_TIMEOUT_MS));
}

export async function healthFacts(): Promise<HealthFacts> {
  const [{ body }, crmState, leads, webhook, edges, built] = await Promise.all([
    checkHealth(healthProbes({ fresh: true })),
    crm(),
    leadQueueReport(leadQueue),
    lastWebhookCall(),
    Promise.all(
      site.edgeRefreshOrigins.map(async (edge) => ({ edge, note: await readNote<EdgeNote>(edgeNoteName(edge)) })),
    ),
    build(),
  ]);
  const now = Date.now();
  return {
    now,
    instance: { host: hostname(), pid: process.pid, origin: instanceOrigin() },
    build: built,
    cms: noteReachability('contentApi', body.checks.contentApi ?? false, now),
    crm: crmState,
    redis: 'redis' in body.checks ? noteReachability('redis', body.checks.redis ?? false, now) : null,
    leads,
    webhook,
    edges,
  };
}
