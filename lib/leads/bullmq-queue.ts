// The lead queue of several instances (REDIS_URL): BullMQ on the Redis the page cache uses. Each lead is a job
// whose id is the lead's, so a retried submission queues once; rejected leads wait in a queue nobody works.
import { Queue, type JobType } from 'bullmq';
import { createClient } from 'redis';
import { rejectedCountsIn } from './bullmq-counts';
import { startBullmqDelivery } from './bullmq-delivery';
import { JOB_OPTIONS, LEAD_QUEUE_NAMES, leadOf, type LeadJob, type LeadJobData } from './bullmq-jobs';
import type { Lead, LeadFields, LeadState } from './lead';
import { pageOf } from './lead-query';
import { forgetOnRedisDisk } from './redis-forget';
import type { LeadQueue } from './queue';
import { hashOfLead, isSuppressed, leadTime, processHasher, type AddressHasher } from './suppression';
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

/** Erased addresses (keyed hashes) and when each was erased (lib/leads/suppression.ts). */
const SUPPRESSED = 'leads:suppressed';
const EVERY_STATE = ['pending', 'delivered', 'dead', 'rejected'] as const;

/**
 * The queue on the Redis at `url`; delivered leads are deleted `deliveredKeepMs` after delivery (retention); `hash`
 * keys erased addresses.
 */
export function openBullmqQueue(url: string, deliveredKeepMs: number, hash: AddressHasher = processHasher): LeadQueue {
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
  async function suppressed(id: string, fields: LeadFields, madeAt: number): Promise<boolean> {
    const address = hashOfLead(fields, hash);
    if (!address) return false;
    await counterReady;
    const erasedAt = await counter.hGet(SUPPRESSED, address);
    return isSuppressed(erasedAt ? Number(erasedAt) : null, leadTime(id, madeAt));
  }
  const forget = () => forgetOnRedisDisk(counter, [pending.toKey('events'), rejected.toKey('events')]);
  const everyLead = async () => (await Promise.all(EVERY_STATE.map((state) => jobsIn(state)))).flat();
  const requeueDead = async (job: LeadJob, now: number) => {
    await job.updateData({ ...job.data, queuedAt: now });
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  };

  return {
    async add(lead, now = Date.now()) {
      if (await suppressed(lead.id, lead.fields, now)) return;
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
    async dueNow(id) {
      const job = (await pending.getJob(id)) as LeadJob | undefined;
      if (!job || (await job.getState()) !== 'delayed') return false;
      await job.promote();
      return true;
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
      return (await everyLead()).filter((lead) => lead.createdAt >= from).sort((a, b) => a.createdAt - b.createdAt);
    },
    search: async (query) => pageOf(await everyLead(), query),
    async erase(email, now) {
      const address = hash(email);
      await counterReady;
      // Suppressed first, so a lead taken or delivered meanwhile is refused or skipped.
      const before = Number((await counter.hGet(SUPPRESSED, address)) ?? 0);
      await counter.hSet(SUPPRESSED, address, String(Math.max(before, now)));
      const theirs = (await everyLead()).filter((lead) => hashOfLead(lead.fields, hash) === address);
      for (const lead of theirs) {
        const queue = lead.state === 'rejected' ? rejected : pending;
        // A job being delivered is locked; its processor skips it and removes it once done (then forgets again).
        await queue.remove(lead.id).catch(() => 0);
      }
      await forget();
      return theirs.map((lead) => lead.id);
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
      const skip = (lead: Lead) => suppressed(lead.id, lead.fields, lead.createdAt);
      return startBullmqDelivery({ ...options, connection: connect(false), pending, rejected, skip, forget });
    },
    async close() {
      await Promise.all([pending.close(), rejected.close()]);
      for (const client of clients) if (client.isOpen) client.destroy();
    },
  };
}
