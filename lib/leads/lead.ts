// A lead as the site keeps it until the CRM (or, for a quote, the content API) has it (docs/leads.md).

/** pending: waiting for delivery; delivered: the target took it; rejected: screened as spam; dead: given up. */
export const LEAD_STATES = ['pending', 'delivered', 'rejected', 'dead'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** Every field as typed; a repeated field (the skills checkboxes) keeps each value. */
export type LeadFields = Record<string, string | string[]>;

import type { LeadFormId } from '@/lib/forms/definitions';
import type { Attribution } from './attribution';

export { LEAD_ID_FIELD } from '@site/shared/form-body';

export interface NewLead {
  /** A UUIDv7: sortable by time, unique across instances. */
  id: string;
  formId: LeadFormId;
  fields: LeadFields;
  pageUrl: string;
  /** Where the visitor came from (lib/leads/attribution.ts); null when nothing is known. */
  attribution?: Attribution | null;
  /** The "Last Updated" date (YYYY-MM-DD) of the privacy notice the form linked to. */
  privacyNoticeDate?: string | null;
  /** Set when screening refused it; the lead is stored as rejected and never forwarded. */
  rejectedFor?: string;
}

export interface Lead extends Omit<NewLead, 'rejectedFor' | 'attribution' | 'privacyNoticeDate'> {
  attribution: Attribution | null;
  privacyNoticeDate: string | null;
  state: LeadState;
  createdAt: number;
  /** When delivery (re)started; the lead is given up 72 h after it. */
  queuedAt: number;
  attempts: number;
  /** null where the queue keeps that time itself (BullMQ's delayed set). */
  nextAttemptAt: number | null;
  lastError: string | null;
  reason: string | null;
  updatedAt: number;
}

/**
 * The spam checks whose catch is one signal, not a verdict: a person may do it too (a form the browser fills at
 * once, sent the moment the page loads). Such a lead is kept as rejected, held for a person to review, and alerts
 * are raised for it as for any lead (lib/forms/spam.ts).
 */
export const REVIEW_REASONS: readonly string[] = ['too-fast'];

export const isHeldForReview = (lead: Pick<Lead, 'state' | 'reason'>): boolean =>
  lead.state === 'rejected' && REVIEW_REASONS.includes(lead.reason ?? '');

export const isLeadState = (value: string): value is LeadState => (LEAD_STATES as readonly string[]).includes(value);
