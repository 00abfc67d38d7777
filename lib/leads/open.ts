// Which lead queue this process uses: BullMQ when instances share a Redis (REDIS_URL), else the SQLite journal.
import path from 'node:path';
import { openBullmqQueue } from './bullmq-queue';
import type { LeadQueue } from './queue';
import { openSqliteJournal } from './sqlite-journal';

export const DAY_MS = 24 * 60 * 60_000;

interface QueueConfig {
  redisUrl?: string;
  leads: { journal: string; retentionDays: number };
}

/** The site's, or the operator command's, queue; relative journal paths are from the working directory. */
export function openLeadQueue({ redisUrl, leads }: QueueConfig): LeadQueue {
  if (redisUrl) return openBullmqQueue(redisUrl, leads.retentionDays * DAY_MS);
  return openSqliteJournal(path.resolve(leads.journal));
}
