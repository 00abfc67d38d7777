// What the inbox page reads from the lead queue: one page of the filter, and the last 30 days for the chart.
// A queue that cannot be read (Redis down) is said in words, not a broken page.
import 'server-only';
import type { LeadPage } from '@/lib/leads/lead-query';
import { leadQueue } from '@/lib/leads/runtime';
import { CHART_DAYS, leadsChart } from './lead-chart';
import { leadQueryOf, type LeadFilter } from './lead-filter';

const DAY_MS = 24 * 60 * 60_000;
const QUEUE_UNREADABLE =
  'The lead queue cannot be read just now (its store does not answer). Try again in a minute; the Health page says more.';

export type InboxRead =
  { ok: true; page: LeadPage; chart: ReturnType<typeof leadsChart> } | { ok: false; message: string };

export async function readInbox(filter: LeadFilter, now = Date.now()): Promise<InboxRead> {
  try {
    const queue = leadQueue();
    const [page, recent] = await Promise.all([
      queue.search(leadQueryOf(filter)),
      queue.since(now - CHART_DAYS * DAY_MS),
    ]);
    return { ok: true, page, chart: leadsChart(recent) };
  } catch {
    return { ok: false, message: QUEUE_UNREADABLE };
  }
}
