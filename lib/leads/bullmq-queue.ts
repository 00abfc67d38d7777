// The lead queue of several instances (REDIS_URL): BullMQ on the Redis the page cache uses. Each lead is a job
// whose id is the lead's, so a retried submission queues once; rejected leads wait in a queue nobody works.
import { Queue, type JobType } from 'bullmq';
import { createClient } from 'redis';
import { rejectedCountsIn } from './bullmq-counts';
import { startBullmqDelivery } from './bullmq-delivery';
import { JOB_OPTIONS, LEAD_QUEUE_NAMES, leadOf, type LeadJob, type LeadJobData } from './bullmq-jobs';
import type { Lead, LeadState } from './lead';
import type { LeadQueue } from './queue';
import { throttled } from './throttled';

/** Lead states as BullMQ's job states: pending is every state a job waits or runs in. */
const JOB_TYPES: Record<Exclude<LeadState, 'rejected'>, JobType[]> = {
  pending: ['waiting', 'prioritized', 'delayed', 'active'],
  delivered: ['completed'],
  dead: ['failed'],
};

/**
 * A connection of the queue's own; without an 'error' listener a lost Redis would crash the process. Commands fail
 * at once while it is disconnected (no offline queue): a lead Redis cannot take goes to the local journal now,
 * and is never sent later by a command that waited (lib/leads/local-fallback.ts). The worker's keeps its queue.
 */
function connectTo(url: string, failFast = true) {
  const client = createClient({ url, disableOfflineQueue: failFast });
  const log = throttled((error: Error) =>
    console.error(`Lead queue: Redis unavailable, leads cannot be stored or delivered: ${error.message}`),
  );
  client.on('error', log);
  return client;
}

/** The queue on the Redis at `url`; delivered leads are deleted `deliveredKeepMs` after delivery (retention). */
export function openBullmqQueue(url: string, deliveredKeepMs: number): LeadQueue {
  const clients: ReturnType<typeof createClient>[] = [];
  const connect = (failFast = true) => {
    const client = connectTo(url, failFast);
    clients.push(client);
    return client;
  };
  const pending = new Queue<LeadJobData>(LEAD_QUEUE_NAMES.pending, { connection: connect() });
  const rejected = new Queue<LeadJobData>(LEAD_QUEUE_NAMES.rejected, { connection: connect() });
  const counter = connect();
  const counts = rejectedCountsIn(counter);
  const counterReady = counter.connect().catch(() => {});
  const enqueue = (id: string, data: LeadJobData) =>
    pending.add('lead', data, { ...JOB_OPTIONS, jobId: id, removeOnComplete: { age: deliveredKeepMs / 1_000 } });

  async function jobsIn(state: LeadState, limit = -1): Promise<Lead[]> {
    const queue = state === 'rejected' ? rejected : pending;
    const types = state === 'rejected' ? (['waiting'] as JobType[]) : JOB_TYPES[state];
    const jobs = (await queue.getJobs(types, 0, limit < 0 ? -1 : limit - 1, true)) as LeadJob[];
    return jobs.filter(Boolean).map((job) => leadOf(job, state));
  }
  const requeueDead = async (job: LeadJob, now: number) => {
    await job.updateData({ ...job.data, queuedAt: now });
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  };

  return {
    async add(lead, now = Date.now()) {
      const data = {
        ...{ formId: lead.formId, fields: lead.fields, pageUrl: lead.pageUrl, createdAt: now, queuedAt: now },
        ...{ attribution: lead.attribution ?? null, privacyNoticeDate: lead.privacyNoticeDate ?? null },
      };
      if (lead.rejectedFor) await rejected.add('lead', { ...data, reason: lead.rejectedFor }, { jobId: lead.id });
      else await enqueue(lead.id, { ...data, reason: null });
    },
    async requeue(id, from, now) {
      if (from === 'dead') {
        const job = (await pending.getJob(id)) as LeadJob | undefined;
        if (!job || (await job.getState()) !== 'failed') return false;
        await requeueDead(job, now);
        return true;
      }
      const job = (await rejected.getJob(id)) as LeadJob | undefined;
      if (!job) return false;
      await enqueue(id, { ...job.data, queuedAt: now });
      await job.remove();
      return true;
    },
    async requeueAllDead(now) {
      const dead = (await pending.getJobs(['failed'], 0, -1)) as LeadJob[];
      for (const job of dead) await requeueDead(job, now);
      return dead.length;
    },
    async get(id) {
      const job = (await pending.getJob(id)) as LeadJob | undefined;
      if (job) {
        const state = await job.getState();
        const lead = (Object.keys(JOB_TYPES) as (keyof typeof JOB_TYPES)[]).find((s) =>
          JOB_TYPES[s].includes(state as JobType),
        );
        return leadOf(job, lead ?? 'pending');
      }
      const refused = (await rejected.getJob(id)) as LeadJob | undefined;
      return refused ? leadOf(refused, 'rejected') : null;
    },
    list: (state, limit) => jobsIn(state, limit),
    async since(from) {
      const all = await Promise.all((['pending', 'delivered', 'dead', 'rejected'] as const).map((s) => jobsIn(s)));
      return all
        .flat()
        .filter((lead) => lead.createdAt >= from)
        .sort((a, b) => a.createdAt - b.createdAt);
    },
    async stats(now) {
      const counts = await pending.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed');
      const waiting = await jobsIn('pending');
      const oldest = waiting.reduce((min, lead) => Math.min(min, lead.createdAt), Infinity);
      return {
        pending: counts.waiting! + counts.prioritized! + counts.delayed! + counts.active!,
        delivered: counts.completed!,
        dead: counts.failed!,
        rejected: await rejected.count(),
        oldestPendingAgeMs: waiting.length ? now - oldest : null,
      };
    },
    async addRejectedCounts(rejected) {
      await counterReady;
      return counts.addRejectedCounts(rejected);
    },
    async rejectedCounts(from) {
      await counterReady;
      return counts.rejectedCounts(from);
    },
    startDelivery(options) {
      return startBullmqDelivery({ ...options, connection: connect(false), pending, rejected });
    },
    async close() {
      await Promise.all([pending.close(), rejected.close()]);
      for (const client of clients) if (client.isOpen) client.destroy();
    },
  };
}
