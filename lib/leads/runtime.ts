// This process's lead queue and delivery worker, opened once from the site's configuration.
import 'server-only';
import { v7 as uuidv7 } from 'uuid';
import { apiUrl } from '@/lib/api/fetch';
import { withTimeout } from '@/lib/health/check';
import { site } from '@/lib/site';
import { createFloodCounter } from './flood-counts';
import { deliverLead, targetAnswers, type DeliveryTargets } from './deliver';
import type { Lead, NewLead } from './lead';
import { DAY_MS, openLeadQueue } from './open';
import type { LeadQueue } from './queue';

const DELIVERY_TIMEOUT_MS = 10_000;
/** A store that has not answered by then (Redis unreachable) is a failure the visitor is told of, not a hang. */
const STORE_TIMEOUT_MS = 5_000;
const PROBE_TIMEOUT_MS = 3_000;

let queue: LeadQueue | null = null;

export function leadQueue(): LeadQueue {
  queue ??= openLeadQueue(site);
  return queue;
}

const deliveryTargets = (): DeliveryTargets => ({
  crmUrl: site.crmWebToLeadUrl,
  crmAttributionFields: site.crmAttributionFields,
  quoteUrl: apiUrl('service-form-submit-action'),
  quoteToken: site.contentApiSubmitToken,
  timeoutMs: DELIVERY_TIMEOUT_MS,
});

/** Stores the lead durably with a new UUIDv7 and answers its id; throws when it could not be stored. */
export async function captureLead(lead: Omit<NewLead, 'id'>): Promise<string> {
  const id = uuidv7();
  await withTimeout(() => leadQueue().add({ ...lead, id }), STORE_TIMEOUT_MS);
  return id;
}

const floodCounter = createFloodCounter((counts) =>
  withTimeout(() => leadQueue().addRejectedCounts(counts), STORE_TIMEOUT_MS),
);

/** Counts one post of a flood from `address` this hour (lib/forms/spam.ts); answers the hour's count. */
export const countRejected = (address: string): number => floodCounter.hit(address);

/**
 * Starts this process's delivery worker; the targets are probed together, either answering wakes the queue.
 * `beforeDelivery` (the lead's alerts, lib/alerts/runtime.ts) runs before each attempt, so a lead stored just
 * before a crash still raises them; a failure there is retried as a failed delivery would be.
 */
export function startLeadDelivery(beforeDelivery?: (lead: Lead) => Promise<void>): () => Promise<void> {
  const targets = deliveryTargets();
  return leadQueue().startDelivery({
    deliver: async (lead) => {
      try {
        await beforeDelivery?.(lead);
      } catch (error) {
        return { kind: 'retry', error: `its alerts could not be queued: ${String(error)}` };
      }
      return deliverLead(lead, targets);
    },
    probe: async () =>
      (await Promise.all([targets.crmUrl, targets.quoteUrl].map((url) => targetAnswers(url, PROBE_TIMEOUT_MS)))).some(
        Boolean,
      ),
    deliveredKeepMs: site.leads.retentionDays * DAY_MS,
  });
}
