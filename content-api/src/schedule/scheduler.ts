import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryWorker } from '../admin/delivery-worker.ts';
import type { Db } from '../db/connection.ts';
import { announce, dueTransitions, nextDueAt } from './transitions.ts';

export interface Scheduler {
  /** Announces what came due while the service was down, then arms the timer for the next moment. */
  start(): void;
  /** Re-reads the next moment after a write that may have moved it (publish_at, unpublish_at, dates). */
  rearm(): void;
  stop(): void;
  /** The instant the timer is armed for, or null: for tests and inspection. */
  armedFor(): string | null;
}

interface SchedulerOptions {
  db: Db;
  worker: DeliveryWorker;
  /** The instant "now"; tests shift it to reach a moment without waiting for it. */
  clock: () => Date;
  log: FastifyBaseLogger;
}

// setTimeout's longest delay (about 24.8 days); a later moment is re-armed from there.
const MAX_DELAY_MS = 2 ** 31 - 1;
// After a failed pass (a locked or broken database), try again this much later rather than at once in a loop.
const RETRY_DELAY_MS = 1_000;

/** One timer armed for the next due moment: at it, the state change is announced through the outbox, once. */
export function createScheduler({ db, worker, clock, log }: SchedulerOptions): Scheduler {
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let armed: string | null = null;

  function disarm(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    armed = null;
  }

  function arm(): void {
    disarm();
    if (!running) return;
    const next = nextDueAt(db);
    if (next === null) return;
    const delay = Math.min(Math.max(0, Date.parse(next) - clock().getTime()), MAX_DELAY_MS);
    armed = next;
    timer = setTimeout(fire, delay);
  }

  // Reading what is due and recording it as announced happen in one transaction with the outbox rows.
  function announceDue(): void {
    const now = clock().toISOString();
    const outboxIds = db.transaction(() => {
      const due = dueTransitions(db, now);
      if (due.length > 0) log.info({ transitions: due, now }, 'scheduled transitions announced');
      return announce(db, due, now);
    })();
    if (outboxIds.length > 0) worker.kick();
  }

  function fire(): void {
    timer = null;
    try {
      announceDue();
      arm();
    } catch (error) {
      log.error({ err: error }, 'scheduled publishing pass failed; retrying');
      disarm();
      if (running) timer = setTimeout(fire, RETRY_DELAY_MS);
    }
  }

  return {
    start() {
      running = true;
      fire();
    },
    rearm() {
      if (running) fire();
    },
    stop() {
      running = false;
      disarm();
    },
    armedFor: () => armed,
  };
}
