// Delivery with BullMQ (REDIS_URL): a Worker in every instance; BullMQ's job locks let them compete safely, and a
// lead held by a process that died is taken back once its lock runs out (the stalled-job check).
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { createClient } from 'redis';
import { nextAttemptAt, retryDelayMs } from './backoff';
import { LEAD_QUEUE_NAMES, leadOf, type LeadJob, type LeadJobData } from './bullmq-jobs';
import type { DeliveryOptions } from './queue';
import { pruneRejected } from './bullmq-prune';
import { repeatPass } from './repeat-pass';
import { throttled } from './throttled';
import { WORKER_DEFAULTS, deadLine } from './worker';

const BULLMQ_WORKER = {
  /** As many deliveries at once per instance as the SQLite worker's batch. */
  concurrency: WORKER_DEFAULTS.batch,
  /** Longer than a delivery's timeout (10 s) and renewed while it runs; a dead holder's leads return after it. */
  lockDurationMs: 15_000,
} as const;

interface BullmqDelivery extends DeliveryOptions {
  connection: ReturnType<typeof createClient>;
  pending: Queue<LeadJobData>;
  rejected: Queue<LeadJobData>;
  /** Whether a lead is of a person erased since it was made: it is removed, never sent. */
  skip?: (lead: ReturnType<typeof leadOf>) => Promise<boolean>;
  /** After such a lead is removed: Redis's files rewritten without it (lib/leads/redis-forget.ts). */
  forget?: () => Promise<void>;
}

const ERASED = 'erased';

export function startBullmqDelivery({
  deliver,
  probe,
  log = console,
  connection,
  pending,
  rejected,
  skip,
  forget,
  ...o
}: BullmqDelivery) {
  async function deliverJob(job: LeadJob): Promise<string | void> {
    const lead = leadOf(job, 'pending');
    if (await skip?.(lead)) return ERASED;
    const outcome = await deliver(lead);
    if (outcome.kind === 'delivered') {
      // A lead that had failed got through: the target is back, so every backed-off lead is due now.
      if (job.attemptsMade > 0) await pending.promoteJobs();
      return;
    }
    if (outcome.kind === 'retry' && nextAttemptAt(lead.queuedAt, job.attemptsMade + 1, Date.now()) !== null)
      throw new Error(outcome.error);
    log.error(deadLine(lead, job.attemptsMade + 1, outcome.error));
    throw new UnrecoverableError(outcome.error);
  }
  const worker = new Worker<LeadJobData>(LEAD_QUEUE_NAMES.pending, deliverJob, {
    connection,
    concurrency: BULLMQ_WORKER.concurrency,
    lockDuration: BULLMQ_WORKER.lockDurationMs,
    stalledInterval: BULLMQ_WORKER.lockDurationMs,
    // A stall is a crash of the process that held the lead, never a reason to give the lead up.
    maxStalledCount: Number.MAX_SAFE_INTEGER,
    settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(attemptsMade) },
  });
  // Skipped, or sent while its person was being erased (a locked job cannot be removed then): removed once done.
  const removeErased = async (job: LeadJob, result: unknown) => {
    if (result !== ERASED && !(await skip?.(leadOf(job, 'delivered')))) return;
    await job.remove();
    await forget?.();
  };
  worker.on('completed', (job, result) => void removeErased(job, result).catch(() => {}));
  worker.on(
    'error',
    throttled((error: Error) => log.error('Lead delivery worker:', error)),
  );

  let prunedAt = 0;
  /** While any lead waits out a backoff (in any instance), probe; an answer makes them all due now. */
  async function pass(): Promise<void> {
    const now = Date.now();
    if (now - prunedAt >= WORKER_DEFAULTS.pruneEveryMs) {
      prunedAt = now;
      await pruneRejected(rejected, now, WORKER_DEFAULTS.rejectedKeepMs);
    }
    if ((await pending.getDelayedCount()) > 0 && (await probe())) await pending.promoteJobs();
  }
  const stopProbe = repeatPass(pass, o.probeEveryMs ?? WORKER_DEFAULTS.probeEveryMs, (error) =>
    log.error('Lead probe pass failed', error),
  );
  return async () => {
    await stopProbe();
    await worker.close();
  };
}
