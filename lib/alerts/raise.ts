// Raising a lead's alerts: called before each delivery attempt of an accepted lead (lib/leads/runtime.ts), when one
// held for review is stored (lib/forms/spam.ts) and when a person releases a rejected one; the queue adds each
// channel of a lead once.
import { isEmailShaped } from '@site/shared/email';
import { keyedHash, purposeKey } from '@/lib/leads/keyed-hash';
import { isHeldForReview, type Lead } from '@/lib/leads/lead';
import { addressKey } from '@/lib/leads/person-address';
import type { AlertQueue } from './alert-queue';
import { channelsOn, type AlertConfig } from './config';
import { leadFacts } from './facts';

/**
 * The visitor's address as a keyed hash of its normalised form: the auto-reply's daily limit is kept without keeping
 * the address. Keyed as the forms' other hashes (lib/leads/keyed-hash.ts): LEADS_FORM_SECRET, else REVALIDATE_SECRET.
 */
function replyKeyOf(address: string, secret: string | undefined): string {
  return keyedHash(purposeKey(secret, 'lead-autoreply'), addressKey(address)).slice(0, 22);
}

export async function raiseAlerts(queue: AlertQueue, config: AlertConfig, lead: Lead, secret?: string) {
  // A lead held for review tells sales, but the visitor is replied to only once a person releases it: a script that
  // fills forms fast must not mail strangers through them.
  const channels = channelsOn(config).filter((channel) => channel !== 'autoreply' || !isHeldForReview(lead));
  if (!channels.length) return;
  const email = leadFacts(lead, config.siteUrl).email;
  // Only a bare address is replied to: a lead stored before that rule with a display name in it gets no reply.
  const replyKey = email && isEmailShaped(email) ? replyKeyOf(email, secret) : null;
  await queue.raise({ leadId: lead.id, channels, replyKey });
}
