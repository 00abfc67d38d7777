// Rejected leads past their keep leave Redis; one held for review waits for a person however old, as in the journal.
import type { Queue } from 'bullmq';
import type { LeadJob, LeadJobData } from './bullmq-jobs';
import { REVIEW_REASONS } from './lead';

/** Removes the waiting rejected leads that arrived `keepMs` or more before `now`, spam only; answers how many. */
export async function pruneRejected(rejected: Queue<LeadJobData>, now: number, keepMs: number): Promise<number> {
  const jobs = (await rejected.getJobs(['wait'])) as (LeadJob | undefined)[];
  const due = jobs.filter(
    (job): job is LeadJob =>
      Boolean(job) && now - job!.data.createdAt >= keepMs && !REVIEW_REASONS.includes(job!.data.reason ?? ''),
  );
  await Promise.all(due.map((job) => job.remove()));
  return due.length;
}
