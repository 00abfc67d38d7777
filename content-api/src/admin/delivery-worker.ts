import type { FastifyBaseLogger } from 'fastify';
import type { OutboxTiming } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { markDelivered, markFailed, payloadOf, pendingRows, type OutboxRow } from './outbox-store.ts';

export interface DeliveryWorker {
  /** Delivers what is pending (rows left by a previous run included) and starts the poll timer. */
  start(): void;
  /** Called right after a commit: tries the queue now, even if the head row is still backing off. */
  kick(): void;
  /** Stops timers, aborts an attempt in flight and waits for the current pass to end. */
  stop(): Promise<void>;
}

interface WorkerOptions {
  db: Db;
  url: string;
  secret: string | null;
  timing: OutboxTiming;
  log: FastifyBaseLogger;
}

export function backoffDelay(attempts: number, timing: OutboxTiming): number {
  return Math.min(timing.baseDelayMs * 2 ** Math.max(0, attempts - 1), timing.maxDelayMs);
}

export function createDeliveryWorker({ db, url, secret, timing, log }: WorkerOptions): DeliveryWorker {
  let stopped = true;
  let running: Promise<void> | null = null;
  let rerun: { force: boolean } | null = null;
  let pollTimer: NodeJS.Timeout | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let abort = new AbortController();

  async function post(row: OutboxRow): Promise<string | null> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify(payloadOf(row)),
        redirect: 'manual',
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(timing.timeoutMs)]),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return [(error as Error).message, cause?.code ?? cause?.message].filter(Boolean).join(': ');
    }
  }

  // Strict id order: a failing head row holds back the rows behind it until it is delivered.
  async function pass(force: boolean): Promise<void> {
    while (!stopped) {
      const [row] = pendingRows(db, 1);
      if (!row) return;
      if (!force && Date.parse(row.next_attempt_at) > Date.now()) return;
      const error = await post(row);
      if (stopped) return;
      if (error === null) {
        markDelivered(db, row.id);
        force = true;
        continue;
      }
      const delay = backoffDelay(row.attempts + 1, timing);
      markFailed(db, row.id, error, new Date(Date.now() + delay));
      log.warn(
        { outboxId: row.id, attempts: row.attempts + 1, error, retryInMs: delay },
        'publish hook delivery failed',
      );
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = setTimeout(() => run(false), delay).unref();
      return;
    }
  }

  function run(force: boolean): void {
    if (stopped) return;
    if (running) {
      rerun = { force: force || (rerun?.force ?? false) };
      return;
    }
    running = pass(force)
      .catch((error: unknown) => log.error({ err: error }, 'publish hook worker failed'))
      .finally(() => {
        running = null;
        const next = rerun;
        rerun = null;
        if (next) run(next.force);
      });
  }

  return {
    start() {
      if (secret === null) {
        log.warn('REVALIDATE_SECRET is not set: publish-hook deliveries stay pending until it is');
        return;
      }
      stopped = false;
      abort = new AbortController();
      pollTimer = setInterval(() => run(false), timing.pollMs).unref();
      run(true);
    },
    kick: () => run(true),
    async stop() {
      stopped = true;
      if (pollTimer) clearInterval(pollTimer);
      if (retryTimer) clearTimeout(retryTimer);
      pollTimer = retryTimer = null;
      abort.abort();
      await running;
    },
  };
}
