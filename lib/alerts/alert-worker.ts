// The SQLite journal's alert loop (a pass every second, as the lead worker's): due alerts out, failures back off,
// and the first alert of a channel through after failures makes every waiting one of that channel due at once.
import {
  ALERT_FAILING_AFTER,
  ALERT_GIVE_UP_MS,
  alertFailureLine,
  alertRetryDelayMs,
  type AlertChannel,
  type AlertRecord,
  type AlertState,
} from './alert';
import { repeatPass } from '@/lib/leads/repeat-pass';
import type { SendingOptions } from './alert-queue';

export interface ClaimedAlert extends AlertRecord {
  createdAt: number;
}

const ALERT_WORKER = { tickMs: 1_000, batch: 10, leaseMs: 60_000, pruneEveryMs: 60 * 60_000 } as const;

interface ClaimingAlerts extends SendingOptions {
  claim(now: number, limit: number, leaseMs: number): Promise<ClaimedAlert[]>;
  settle(alert: ClaimedAlert, state: AlertState, error: string | null, at: number): Promise<void>;
  /** Forgets an alert whose lead was erased. */
  drop(alert: ClaimedAlert): Promise<void>;
  wake(channel: AlertChannel, now: number): Promise<void>;
  prune(now: number): Promise<void>;
}

export function createAlertWorker({ send, leadOf, log = console, ...store }: ClaimingAlerts) {
  const delay = store.retryDelayMs ?? alertRetryDelayMs;
  let prunedAt = 0;

  async function sendOne(alert: ClaimedAlert): Promise<void> {
    const lead = await leadOf(alert.leadId);
    if (!lead) return store.drop(alert);
    const outcome = await send(lead, alert.channel);
    const now = Date.now();
    const attempts = alert.attempts + 1;
    if (outcome.kind === 'sent') {
      await store.settle(alert, 'sent', null, now);
      if (alert.attempts > 0) await store.wake(alert.channel, now);
      return;
    }
    const dead = outcome.kind === 'refused' || now - alert.createdAt >= ALERT_GIVE_UP_MS;
    if (dead || attempts === ALERT_FAILING_AFTER)
      log.error(alertFailureLine(alert.leadId, alert.channel, attempts, outcome.error, dead));
    await store.settle(alert, dead ? 'dead' : 'pending', outcome.error, dead ? now : now + delay(attempts));
  }

  async function tick(): Promise<void> {
    const now = Date.now();
    if (now - prunedAt >= ALERT_WORKER.pruneEveryMs) {
      prunedAt = now;
      await store.prune(now);
    }
    for (;;) {
      const alerts = await store.claim(Date.now(), ALERT_WORKER.batch, ALERT_WORKER.leaseMs);
      await Promise.all(alerts.map(sendOne));
      if (alerts.length < ALERT_WORKER.batch) return;
    }
  }

  const start = () =>
    repeatPass(tick, store.tickMs ?? ALERT_WORKER.tickMs, (error) => log.error('Lead alert pass failed', error));
  return { tick, start };
}
