// Which lead queue this process uses: BullMQ when instances share a Redis (REDIS_URL), with the SQLite journal for
// what Redis cannot take at once; else the SQLite journal alone.
import path from 'node:path';
import { openBullmqQueue } from './bullmq-queue';
import type { LeadQueue } from './queue';
import { withLocalFallback } from './local-fallback';
import { openSqliteJournal } from './sqlite-journal';
import { addressHasher, processHasher } from './suppression';

export const DAY_MS = 24 * 60 * 60_000;

interface QueueConfig {
  redisUrl?: string;
  leads: { journal: string; retentionDays: number; formSecret?: string };
  revalidateSecret?: string;
}

/** The site's, or the operator command's, queue; relative journal paths are from the working directory. */
export function openLeadQueue({ redisUrl, leads, revalidateSecret }: QueueConfig): LeadQueue {
  // Erased addresses are keyed by the secret every instance shares (as the fill-time tokens are, lib/forms/fill-key.ts).
  const secret = leads.formSecret ?? revalidateSecret;
  const hash = secret ? addressHasher(secret) : processHasher;
  const journal = openSqliteJournal(path.resolve(leads.journal), hash);
  // With Redis, the journal only holds what Redis could not take at once, until it can.
  return redisUrl ? withLocalFallback(openBullmqQueue(redisUrl, leads.retentionDays * DAY_MS, hash), journal) : journal;
}
