// This process's lead queue and delivery worker, opened once from the site's configuration.
import 'server-only';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { apiUrl } from '@/lib/api/fetch';
import { site } from '@/lib/site';
import { deliverLead, targetAnswers, type DeliveryTargets } from './deliver';
import type { NewLead } from './lead';
import type { LeadQueue } from './queue';
import { openSqliteJournal } from './sqlite-journal';
import { createLeadWorker } from './worker';

const DELIVERY_TIMEOUT_MS = 10_000;
const PROBE_TIMEOUT_MS = 3_000;
const DAY_MS = 24 * 60 * 60_000;

let queue: LeadQueue | null = null;

export function leadQueue(): LeadQueue {
  queue ??= openSqliteJournal(path.resolve(site.leads.journal));
  return queue;
}

export const deliveryTargets = (): DeliveryTargets => ({
  crmUrl: site.crmWebToLeadUrl,
  quoteUrl: apiUrl('service-form-submit-action'),
  quoteToken: site.contentApiSubmitToken,
  timeoutMs: DELIVERY_TIMEOUT_MS,
});

/** Stores the lead durably with a new UUIDv7 and answers its id; throws when it could not be stored. */
export async function captureLead(lead: Omit<NewLead, 'id'>): Promise<string> {
  const id = uuidv7();
  await leadQueue().add({ ...lead, id });
  return id;
}

/** Starts this process's delivery worker; the targets are probed together, either answering wakes the queue. */
export function startLeadDelivery(): () => void {
  const targets = deliveryTargets();
  const worker = createLeadWorker({
    queue: leadQueue(),
    deliver: (lead) => deliverLead(lead, targets),
    probe: async () =>
      (await Promise.all([targets.crmUrl, targets.quoteUrl].map((url) => targetAnswers(url, PROBE_TIMEOUT_MS)))).some(
        Boolean,
      ),
    deliveredKeepMs: site.leads.retentionDays * DAY_MS,
  });
  return worker.start();
}
