// What the lead worker, the inbox and the operator commands need from the alerts, whichever queue keeps them: an
// `alerts` table in the SQLite journal, or a BullMQ queue on the leads' Redis.
import type { Lead } from '@/lib/leads/lead';
import type { AlertChannel, AlertRecord, AlertStats } from './alert';
import type { SendAlert } from './senders';

/** How an alert is raised: its channels, and for the auto-reply the keyed hash of the visitor's lowercased address. */
export interface Raise {
  leadId: string;
  channels: readonly AlertChannel[];
  replyKey: string | null;
}

export interface SendingOptions {
  send: SendAlert;
  /** The lead as it is now; null when it was erased (its alerts are then dropped, never sent). */
  leadOf: (id: string) => Promise<Lead | null>;
  log?: Pick<Console, 'error'>;
  /** Tests shorten the waits. */
  retryDelayMs?: (attempts: number) => number;
  tickMs?: number;
}

export interface AlertQueue {
  /**
   * Queues each channel's alert once per lead (the same lead raised again adds nothing); the auto-reply only when
   * its address had none in the last 24 h.
   */
  raise(raise: Raise, now?: number): Promise<void>;
  alertsFor(leadId: string): Promise<AlertRecord[]>;
  /** Removes every alert of these leads (erasure); answers how many. */
  erase(leadIds: readonly string[]): Promise<number>;
  stats(): Promise<AlertStats>;
  startSending(options: SendingOptions): () => Promise<void>;
  close(): Promise<void>;
}

/** An auto-reply to one address at most this often, so the form cannot be used to mail a stranger again and again. */
export const AUTOREPLY_EVERY_MS = 24 * 60 * 60_000;
