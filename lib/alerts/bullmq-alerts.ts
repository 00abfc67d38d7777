// Alerts with REDIS_URL: a BullMQ queue on the leads' Redis. Each alert is a job whose id is the lead's id and the
// channel, so a lead raised again (a retried delivery, another instance) adds nothing; every instance's Worker
// sends them, BullMQ's locks make sure one at a time.
import { Queue, UnrecoverableError, Worker, type Job, type JobType } from 'bullmq';
import { createClient } from 'redis';
import { forgetOnRedisDisk } from '@/lib/leads/redis-forget';
import { throttled } from '@/lib/leads/throttled';
import {
  ALERT_CHANNELS,
  ALERT_FAILING_AFTER,
  ALERT_GIVE_UP_MS,
  alertFailureLine,
  alertRetryDelayMs,
  alertStateInWords,
  type AlertChannel,
  type AlertRecord,
  type AlertState,
} from './alert';
import { AUTOREPLY_EVERY_MS, type AlertQueue } from './alert-queue';

const ALERT_QUEUE_NAME = 'lead-alerts';
const AUTOREPLY_KEY = 'lead-alerts:autoreply:';

interface AlertJobData {
  leadId: string;
  channel: AlertChannel;
  createdAt: number;
}
type AlertJob = Job<AlertJobData>;

/** BullMQ refuses ':' in a custom id. */
const jobIdOf = (leadId: string, channel: AlertChannel) => `${leadId}.${channel}`;
/** The processor, not a count, gives an alert up (refused, or ALERT_GIVE_UP_MS old). */
const JOB_OPTIONS = { attempts: 1_000_000, backoff: { type: 'alert' }, removeOnFail: false } as const;

function connectTo(url: string, failFast = true) {
  const client = createClient({ url, disableOfflineQueue: failFast });
  client.on(
    'error',
    throttled((error: Error) => console.error(`Lead alerts: Redis unavailable: ${error.message}`)),
  );
  return client;
}

const STATE_OF: Partial<Record<JobType, AlertState>> = { completed: 'sent', failed: 'dead' };

async function recordOf(job: AlertJob): Promise<AlertRecord> {
  const state = STATE_OF[(await job.getState()) as JobType] ?? 'pending';
  const lastError = job.failedReason || null;
  const attempts = job.attemptsMade;
  return {
    ...{ leadId: job.data.leadId, channel: job.data.channel, state, attempts, lastError },
    stateInWords: alertStateInWords(state, attempts, lastError),
    sentAt: state === 'sent' ? (job.finishedOn ?? null) : null,
  };
}

/** The alerts on the Redis at `url`; sent ones are deleted `keepMs` after, as delivered leads are. */
export function openBullmqAlerts(url: string, keepMs: number): AlertQueue {
  const clients = [connectTo(url), connectTo(url)];
  const [queueClient, marks] = clients as [ReturnType<typeof connectTo>, ReturnType<typeof connectTo>];
  const queue = new Queue<AlertJobData>(ALERT_QUEUE_NAME, { connection: queueClient });
  const marksReady = marks.connect().catch(() => {});
  const jobsOf = async (leadId: string) =>
    (await Promise.all(ALERT_CHANNELS.map((channel) => queue.getJob(jobIdOf(leadId, channel))))).filter(
      (job): job is AlertJob => Boolean(job),
    );

  /** The auto-reply's mark is set first: a crash between the two loses a reply, never sends two. */
  async function mayReply(leadId: string, replyKey: string | null): Promise<boolean> {
    if (!replyKey || (await queue.getJob(jobIdOf(leadId, 'autoreply')))) return false;
    await marksReady;
    return (await marks.set(`${AUTOREPLY_KEY}${replyKey}`, leadId, { NX: true, PX: AUTOREPLY_EVERY_MS })) === 'OK';
  }

  return {
    async raise({ leadId, channels, replyKey }, now = Date.now()) {
      const wanted: AlertChannel[] = channels.filter((channel) => channel !== 'autoreply');
      if (channels.includes('autoreply') && (await mayReply(leadId, replyKey))) wanted.push('autoreply');
      await queue.addBulk(
        wanted.map((channel) => ({
          name: channel,
          data: { leadId, channel, createdAt: now },
          opts: { ...JOB_OPTIONS, jobId: jobIdOf(leadId, channel), removeOnComplete: { age: keepMs / 1_000 } },
        })),
      );
    },
    async alertsFor(leadId) {
      return Promise.all((await jobsOf(leadId)).map(recordOf));
    },
    async erase(leadIds) {
      let removed = 0;
      for (const id of leadIds)
        for (const job of await jobsOf(id)) {
          await job.remove();
          removed += 1;
        }
      await marksReady;
      await forgetOnRedisDisk(marks, [queue.toKey('events')]);
      return removed;
    },
    async stats() {
      const c = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed');
      const delayed = (await queue.getJobs(['delayed'], 0, -1)) as AlertJob[];
      return {
        pending: c.waiting! + c.prioritized! + c.delayed! + c.active!,
        sent: c.completed!,
        dead: c.failed!,
        failing: delayed.filter((job) => job?.attemptsMade >= ALERT_FAILING_AFTER).length,
      };
    },
    startSending({ send, leadOf, log = console, retryDelayMs = alertRetryDelayMs }) {
      async function sendJob(job: AlertJob): Promise<void> {
        const lead = await leadOf(job.data.leadId);
        // Erased since it was raised: nothing to tell.
        if (!lead) return;
        const outcome = await send(lead, job.data.channel);
        if (outcome.kind === 'sent') {
          if (job.attemptsMade > 0) await queue.promoteJobs();
          return;
        }
        const attempts = job.attemptsMade + 1;
        const dead = outcome.kind === 'refused' || Date.now() - job.data.createdAt >= ALERT_GIVE_UP_MS;
        if (dead || attempts === ALERT_FAILING_AFTER)
          log.error(alertFailureLine(job.data.leadId, job.data.channel, attempts, outcome.error, dead));
        throw dead ? new UnrecoverableError(outcome.error) : new Error(outcome.error);
      }
      const connection = connectTo(url, false);
      clients.push(connection);
      const worker = new Worker<AlertJobData>(ALERT_QUEUE_NAME, sendJob, {
        connection,
        concurrency: 10,
        lockDuration: 15_000,
        stalledInterval: 15_000,
        // A stall is a crash of the process that held the alert, never a reason to give it up.
        maxStalledCount: Number.MAX_SAFE_INTEGER,
        settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(attemptsMade) },
      });
      worker.on(
        'error',
        throttled((error: Error) => log.error('Lead alert worker:', error)),
      );
      return () => worker.close();
    },
    async close() {
      await queue.close();
      for (const client of clients) if (client.isOpen) client.destroy();
    },
  };
}
