// Raising a lead's alerts: called before each delivery attempt of an accepted lead (lib/leads/runtime.ts) and when
// a person releases a rejected one; the queue makes every call after the first add nothing.
import { createHmac, randomBytes } from 'node:crypto';
import type { Lead } from '@/lib/leads/lead';
import type { AlertQueue } from './alert-queue';
import { channelsOn, type AlertConfig } from './config';
import { leadFacts } from './facts';

let ownKey: Buffer | null = null;

/**
 * The visitor's lowercased address as a keyed hash: the auto-reply's daily limit is kept without keeping the
 * address. Keyed as the forms' other hashes (lib/forms/fill-key.ts): LEADS_FORM_SECRET, else REVALIDATE_SECRET.
 */
export function replyKeyOf(address: string, secret: string | undefined): string {
  const key = secret ? createHmac('sha256', secret).update('lead-autoreply').digest() : (ownKey ??= randomBytes(32));
  return createHmac('sha256', key).update(address.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

export async function raiseAlerts(queue: AlertQueue, config: AlertConfig, lead: Lead, secret?: string) {
  const channels = channelsOn(config);
  if (!channels.length) return;
  const email = leadFacts(lead, config.siteUrl).email;
  await queue.raise({ leadId: lead.id, channels, replyKey: email ? replyKeyOf(email, secret) : null });
}
