// What the forms, the health check and the operator commands need from a lead queue, whichever stores it:
// the SQLite journal (one instance) or BullMQ on Redis (several). Each delivers in its own way.
import type { Outcome } from './deliver';
import type { Lead, LeadState, NewLead } from './lead';
import type { LeadPage, LeadQuery } from './lead-query';

export interface QueueStats {
  pending: number;
  delivered: number;
  rejected: number;
  dead: number;
  /** Milliseconds since the oldest pending lead arrived; null when none waits. */
  oldestPendingAgeMs: number | null;
  /** With REDIS_URL: leads on this instance's disk, waiting for Redis to take them (lib/leads/local-fallback.ts). */
  onLocalDisk?: number;
}

/** Refused posts of a flood from one address (a keyed hash) in one hour, counted rather than stored. */
export interface RejectedCount {
  /** The hour's start, epoch milliseconds. */
  hour: number;
  address: string;
  count: number;
}

export const HOUR_MS = 60 * 60_000;
export const hourOf = (now: number) => now - (now % HOUR_MS);

export interface DeliveryOptions {
  deliver: (lead: Lead) => Promise<Outcome>;
  /** Whether the targets answer again; called every 15 s only while a delivery has failed. */
  probe: () => Promise<boolean>;
  deliveredKeepMs: number;
  log?: Pick<Console, 'error' | 'warn'>;
  /** 15 s (WORKER_DEFAULTS); tests shorten it. */
  probeEveryMs?: number;
}

export interface LeadQueue {
  /**
   * Stores the lead durably; the same id twice keeps the first (a retried submission queues once). A lead of an
   * erased address made before its erasure (a replay) is not stored (lib/leads/suppression.ts).
   */
  add(lead: NewLead, now?: number): Promise<void>;
  /** A dead lead back to pending, or a rejected one released to the CRM; false when no such lead. */
  requeue(id: string, from: 'dead' | 'rejected', now: number): Promise<boolean>;
  requeueAllDead(now: number): Promise<number>;
  /** A pending lead waiting out a backoff made due now ("Retry now"); false when it is not waiting. */
  dueNow(id: string, now: number): Promise<boolean>;
  get(id: string): Promise<Lead | null>;
  list(state: LeadState, limit: number): Promise<Lead[]>;
  since(from: number): Promise<Lead[]>;
  /** The console's inbox: the leads `query` matches, newest first, one page, and how many match in all. */
  search(query: LeadQuery): Promise<LeadPage>;
  /** Removes every lead of `email` and suppresses the address from `now` back; answers the ids of the leads gone. */
  erase(email: string, now: number): Promise<string[]>;
  stats(now: number): Promise<QueueStats>;
  /** Adds a flood's counted posts (honeypot, rate limit) per address and hour (lib/leads/flood-counts.ts). */
  addRejectedCounts(counts: readonly RejectedCount[]): Promise<void>;
  /** The counts since `from`, busiest first. */
  rejectedCounts(from: number): Promise<RejectedCount[]>;
  /** Starts this process's delivery of due leads (with backoff, the probe and retention); answers its stop. */
  startDelivery(options: DeliveryOptions): () => Promise<void>;
  close(): Promise<void>;
}

/** The SQLite journal's own side, which its polling worker (worker.ts) drives. */
export interface ClaimingQueue extends LeadQueue {
  /** Up to `limit` leads due now, each hidden from other workers for `leaseMs` while it is tried. */
  claim(now: number, limit: number, leaseMs: number): Promise<Lead[]>;
  delivered(id: string, now: number): Promise<void>;
  retryAt(id: string, error: string, at: number, now: number): Promise<void>;
  dead(id: string, error: string, now: number): Promise<void>;
  /** Forgets a lead (handed to the shared queue, lib/leads/local-fallback.ts). */
  remove(id: string): Promise<void>;
  /** Leaves no copy of the leads removed since on this disk: the WAL keeps their earlier writes until emptied. */
  wipeRemoved(): Promise<void>;
  /** Makes every pending lead due now (the target is back). */
  wake(now: number): Promise<number>;
  /** Deletes delivered leads older than `deliveredMs`, and rejected ones and counts older than `rejectedMs`. */
  prune(now: number, deliveredMs: number, rejectedMs: number): Promise<number>;
}
