// This process's alert queue and sender, opened once from the site's configuration; what the lead worker, the
// health check and the lead inbox call.
import 'server-only';
import { leadQueue } from '@/lib/leads/runtime';
import type { Lead } from '@/lib/leads/lead';
import { site } from '@/lib/site';
import { PROBE_TIMEOUT_MS, withTimeout } from '@/lib/health/check';
import type { AlertRecord, AlertStats } from './alert';
import type { AlertQueue } from './alert-queue';
import { channelsOn } from './config';
import { alertConfigOf, openAlertQueue } from './open';
import { raiseAlerts } from './raise';
import { alertSender } from './senders';

const config = alertConfigOf(site);
let queue: AlertQueue | null = null;

function alertQueue(): AlertQueue {
  queue ??= openAlertQueue(site);
  return queue;
}

/** Queues the lead's alerts once (none while no channel is configured); never sends anything itself. */
export const raiseAlertsFor = async (lead: Lead): Promise<void> => {
  // No channel, nothing to queue: the queue is not even opened.
  if (!channelsOn(config).length) return;
  await raiseAlerts(alertQueue(), config, lead, site.leads.formSecret ?? site.revalidateSecret);
};

/** Each alert of the lead: channel, state in words, attempts, when sent, the last error. */
export const alertsFor = (leadId: string): Promise<AlertRecord[]> => alertQueue().alertsFor(leadId);

/** Removes every alert of these leads (erasing a person); answers how many were removed. */
export const eraseAlertsFor = (leadIds: string[]): Promise<number> => alertQueue().erase(leadIds);

/** Starts this process's alert sending, when any channel is configured. */
export function startAlertSending(): () => Promise<void> {
  if (!channelsOn(config).length) return async () => {};
  const sender = alertSender(config);
  const stop = alertQueue().startSending({ send: sender.send, leadOf: (id) => leadQueue().get(id) });
  return async () => {
    await stop();
    sender.close();
  };
}

/** The alerts' counts for /api/health, or null (logged) when they cannot be read in time; null when none is on. */
export async function alertsReport(): Promise<AlertStats | null> {
  if (!channelsOn(config).length) return null;
  try {
    return await withTimeout(() => alertQueue().stats(), PROBE_TIMEOUT_MS);
  } catch (error) {
    console.error('Health: the lead alerts could not be read', error);
    return null;
  }
}
