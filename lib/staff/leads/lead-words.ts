// A lead's state as the inbox says it to a sales person: in words, with what happened and what comes next.
// A form is named by its definition's display name (formDisplayName, lib/forms/definitions).
import { isHeldForReview, type Lead, type LeadState } from '@/lib/leads/lead';

/** The filter's words for each stored state; "pending" covers a lead just received and one being retried. */
export const STATE_FILTER_NAME: Record<LeadState, string> = {
  pending: 'Received or retrying',
  delivered: 'Delivered',
  dead: 'Held for a person',
  rejected: 'Rejected as spam or held for review',
};

/** The spam checks' reasons (lib/forms/spam.ts), said as what caught the lead. */
const SPAM_CHECK: Record<string, string> = {
  honeypot: 'the hidden field only robots fill in was filled in',
  'too-fast': 'it was sent less than 3 seconds after its page loaded',
  'rate-limit': 'more than 10 leads came from one address within 10 minutes',
  recaptcha: 'reCAPTCHA judged it a robot',
};

export const spamCheckOf = (reason: string | null) =>
  reason ? `${SPAM_CHECK[reason] ?? 'a spam check refused it'} (${reason})` : 'a spam check refused it';

export type LeadStatus =
  | { kind: 'received' }
  | { kind: 'delivered'; at: number }
  | { kind: 'retrying'; attempts: number; nextAt: number | null; error: string | null }
  | { kind: 'held'; error: string | null }
  | { kind: 'rejected'; check: string }
  | { kind: 'review'; check: string };

export function statusOf(lead: Lead): LeadStatus {
  if (lead.state === 'delivered') return { kind: 'delivered', at: lead.updatedAt };
  if (lead.state === 'dead') return { kind: 'held', error: lead.lastError };
  if (isHeldForReview(lead)) return { kind: 'review', check: spamCheckOf(lead.reason) };
  if (lead.state === 'rejected') return { kind: 'rejected', check: spamCheckOf(lead.reason) };
  if (lead.attempts === 0) return { kind: 'received' };
  return { kind: 'retrying', attempts: lead.attempts, nextAt: lead.nextAttemptAt, error: lead.lastError };
}

export const STATUS_LABEL: Record<LeadStatus['kind'], string> = {
  received: 'Received',
  delivered: 'Delivered',
  retrying: 'Retrying',
  held: 'Held for a person',
  rejected: 'Rejected as spam',
  review: 'Held for review',
};

/** What the lead's page says after an action sent it back there (`?done=`). */
export const DONE_NOTE: Record<string, string> = {
  released: 'Released: it is delivered to its target within a few seconds.',
  retried: 'Trying it again now: its state below changes once the target answers.',
};
