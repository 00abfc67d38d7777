// What /api/health says about the lead queue: numbers for the operator, never a reason to be unhealthy (a CRM
// outage is what the queue is for), but `degraded` while a lead needs a person (a dead one) or cannot be counted.
import { PROBE_TIMEOUT_MS, withTimeout } from '@/lib/health/check';
import type { LeadQueue } from './queue';

export interface LeadQueueReport {
  pending: number;
  oldestPendingAgeSeconds: number | null;
  dead: number;
  /** With REDIS_URL: leads this instance keeps on its disk until Redis takes them. */
  onLocalDisk?: number;
}

/** Whether a person must look: a lead the receiver refused (dead), or a queue that cannot be read. */
export const leadsNeedAttention = (report: LeadQueueReport | null): boolean => report === null || report.dead > 0;

/** The queue's counts, or null (logged) when the queue cannot be read in time (Redis down must not hang it). */
export async function leadQueueReport(queue: () => LeadQueue, now = Date.now()): Promise<LeadQueueReport | null> {
  try {
    const { pending, dead, oldestPendingAgeMs, onLocalDisk } = await withTimeout(
      () => queue().stats(now),
      PROBE_TIMEOUT_MS,
    );
    const oldestPendingAgeSeconds = oldestPendingAgeMs === null ? null : Math.round(oldestPendingAgeMs / 1_000);
    return { pending, oldestPendingAgeSeconds, dead, ...(onLocalDisk !== undefined && { onLocalDisk }) };
  } catch (error) {
    console.error('Health: the lead queue could not be read', error);
    return null;
  }
}
