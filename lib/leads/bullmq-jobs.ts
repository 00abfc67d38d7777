// A lead as a BullMQ job (lib/leads/bullmq-queue.ts): its data, its options, and back to a Lead.
import type { Job } from 'bullmq';
import { boundedAttribution, type Attribution } from './attribution';
import type { LeadFormId } from '@/lib/forms/definitions';
import type { Lead, LeadFields, LeadState } from './lead';

export const LEAD_QUEUE_NAMES = { pending: 'leads', rejected: 'leads-rejected' } as const;

/** What a job carries: the lead, and the time its 72 h of delivery (re)started. */
export interface LeadJobData {
  formId: LeadFormId;
  fields: LeadFields;
  pageUrl: string;
  createdAt: number;
  queuedAt: number;
  reason: string | null;
  /** Absent on jobs queued by a version that did not record it. */
  attribution?: Attribution | null;
  privacyNoticeDate?: string | null;
}
export type LeadJob = Job<LeadJobData>;

/** Every attempt BullMQ needs: the processor, not a count, gives a lead up (72 h, lib/leads/backoff.ts). */
export const JOB_OPTIONS = { attempts: 1_000_000, backoff: { type: 'lead' }, removeOnFail: false } as const;

export const leadOf = (job: LeadJob, state: LeadState): Lead => ({
  id: job.id!,
  formId: job.data.formId,
  fields: job.data.fields,
  pageUrl: job.data.pageUrl,
  state,
  createdAt: job.data.createdAt,
  queuedAt: job.data.queuedAt,
  attempts: job.attemptsMade,
  // BullMQ keeps a retry's time in its delayed set, not on the job.
  nextAttemptAt: null,
  lastError: job.failedReason || null,
  reason: job.data.reason,
  updatedAt: job.finishedOn ?? job.processedOn ?? job.timestamp,
  attribution: boundedAttribution(job.data.attribution),
  privacyNoticeDate: job.data.privacyNoticeDate ?? null,
});
