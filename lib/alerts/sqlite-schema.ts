// The alerts' tables in the lead journal's own file (lib/leads/journal-schema.ts): one row per lead and channel,
// and the last auto-reply per address (a keyed hash, never the address). Times are epoch milliseconds.
export const ALERTS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS alerts (
    lead_id TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'chat', 'autoreply')),
    state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    sent_at INTEGER,
    last_error TEXT,
    PRIMARY KEY (lead_id, channel)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS alerts_due ON alerts (next_attempt_at) WHERE state = 'pending';
  CREATE TABLE IF NOT EXISTS autoreplies (
    address TEXT PRIMARY KEY,
    sent_at INTEGER NOT NULL
  ) WITHOUT ROWID;
`;

export interface AlertRow {
  lead_id: string;
  channel: string;
  state: string;
  attempts: number;
  created_at: number;
  next_attempt_at: number;
  sent_at: number | null;
  last_error: string | null;
}
