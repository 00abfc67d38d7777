// What the worker, the forms and the operator commands need from a lead queue, whichever stores it.
import type { Lead, LeadState, NewLead } from './lead';

export interface QueueStats {
  pending: number;
  delivered: number;
  rejected: number;
  dead: number;
  /** Milliseconds since the oldest pending lead arrived; null when none waits. */
  oldestPendingAgeMs: number | null;
}

export interface LeadQueue {
  /** Stores the lead durably; the same id twice keeps the first (a retried submission queues once). */
  add(lead: NewLead, now?: number): Promise<void>;
  /** Up to `limit` leads due now, each hidden from other workers for `leaseMs` while it is tried. */
  claim(now: number, limit: number, leaseMs: number): Promise<Lead[]>;
  delivered(id: string, now: number): Promise<void>;
  retryAt(id: string, error: string, at: number, now: number): Promise<void>;
  dead(id: string, error: string, now: number): Promise<void>;
  /** Makes every pending lead due now (the target is back). */
  wake(now: number): Promise<number>;
  /** A dead lead back to pending, or a rejected one released to the CRM; false when no such lead. */
  requeue(id: string, from: 'dead' | 'rejected', now: number): Promise<boolean>;
  requeueAllDead(now: number): Promise<number>;
  get(id: string): Promise<Lead | null>;
  list(state: LeadState, limit: number): Promise<Lead[]>;
  since(from: number): Promise<Lead[]>;
  stats(now: number): Promise<QueueStats>;
  /** Deletes delivered leads older than `deliveredMs` and rejected ones older than `rejectedMs`. */
  prune(now: number, deliveredMs: number, rejectedMs: number): Promise<number>;
  close(): Promise<void>;
}
