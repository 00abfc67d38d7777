// The delivery loop each site process runs (started from instrumentation.ts): due leads out, failures
// back off, and while the target is down a cheap probe every 15 s brings pending leads out on its return.
import { nextAttemptAt } from './backoff';
import { repeatPass } from './repeat-pass';
import type { Outcome } from './deliver';
import type { Lead } from './lead';
import type { ClaimingQueue, DeliveryOptions } from './queue';

export const WORKER_DEFAULTS = {
  tickMs: 1_000,
  probeEveryMs: 15_000,
  batch: 10,
  /** Longer than a delivery's timeout: a lead claimed by a process that died is tried again after this. */
  leaseMs: 60_000,
  pruneEveryMs: 60 * 60_000,
  rejectedKeepMs: 7 * 24 * 60 * 60_000,
} as const;

/** The error-level line a lead given up leaves in the log: which form, why, and what a person does about it. */
export const deadLine = (lead: Pick<Lead, 'id' | 'formId'>, attempts: number, error: string) =>
  `Lead ${lead.id} (${lead.formId}) is dead after ${attempts} attempts: ${error}. A person must look: ` +
  `fix the cause, then \`npm run leads -- retry ${lead.id}\` delivers it (docs/leads.md).`;

export interface WorkerOptions extends DeliveryOptions {
  queue: ClaimingQueue;
  now?: () => number;
  random?: () => number;
}

export function createLeadWorker({ queue, deliver, probe, deliveredKeepMs, ...o }: WorkerOptions) {
  const now = o.now ?? Date.now;
  const log = o.log ?? console;
  let down = false;
  let probedAt = 0;
  let prunedAt = 0;

  async function settle(lead: Lead, outcome: Outcome, at: number): Promise<void> {
    if (outcome.kind === 'delivered') return queue.delivered(lead.id, at);
    const retryAt = outcome.kind === 'retry' ? nextAttemptAt(lead.queuedAt, lead.attempts + 1, at, o.random) : null;
    if (retryAt !== null) return queue.retryAt(lead.id, outcome.error, retryAt, at);
    log.error(deadLine(lead, lead.attempts + 1, outcome.error));
    return queue.dead(lead.id, outcome.error, at);
  }

  /** One pass: probe if the targets were down, then deliver every due lead, a batch at a time. */
  async function tick(): Promise<void> {
    const start = now();
    if (start - prunedAt >= WORKER_DEFAULTS.pruneEveryMs) {
      prunedAt = start;
      await queue.prune(start, deliveredKeepMs, WORKER_DEFAULTS.rejectedKeepMs);
    }
    if (down && start - probedAt >= (o.probeEveryMs ?? WORKER_DEFAULTS.probeEveryMs)) {
      probedAt = start;
      if (await probe()) {
        down = false;
        await queue.wake(start);
      }
    }
    for (;;) {
      // While down, only leads whose own backoff has run out are tried, one per pass.
      const leads = await queue.claim(now(), down ? 1 : WORKER_DEFAULTS.batch, WORKER_DEFAULTS.leaseMs);
      const outcomes = await Promise.all(leads.map(deliver));
      const at = now();
      for (const [index, lead] of leads.entries()) await settle(lead, outcomes[index]!, at);
      if (outcomes.some((outcome) => outcome.kind === 'retry')) {
        if (!down) probedAt = at;
        down = true;
      } else if (outcomes.length) {
        // A lead that had failed got through: the target is back, so every lead waiting out a backoff is due now
        // (also in a process restarted during the outage, which never saw a failure itself).
        if (leads.some((lead) => lead.attempts > 0)) await queue.wake(at);
        down = false;
      }
      if (down || leads.length < WORKER_DEFAULTS.batch) return;
    }
  }

  /** Runs a pass every `tickMs` (never two at once) until the returned function is called. */
  const start = (tickMs: number = WORKER_DEFAULTS.tickMs) =>
    repeatPass(tick, tickMs, (error) => log.error('Lead delivery pass failed', error));

  return { tick, start, isDown: () => down };
}
