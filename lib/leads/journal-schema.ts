// The embedded journal's one table; times are epoch milliseconds, fields are the lead's JSON.
export const JOURNAL_SCHEMA = `
  CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    form_id TEXT NOT NULL,
    fields TEXT NOT NULL,
    page_url TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'rejected', 'dead')),
    created_at INTEGER NOT NULL,
    -- When delivery (re)started: the 72 h before giving up count from here, so an operator's retry gets its own.
    queued_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    reason TEXT,
    updated_at INTEGER NOT NULL,
    -- Where the visitor came from (JSON, lib/leads/attribution.ts) and the privacy notice's date they were shown.
    attribution TEXT,
    privacy_notice TEXT
  );
  CREATE INDEX IF NOT EXISTS leads_due ON leads (next_attempt_at) WHERE state = 'pending';
  CREATE INDEX IF NOT EXISTS leads_by_state ON leads (state, created_at);
  -- A flood's posts past the few kept in full, counted per address (a keyed hash) and hour (epoch ms of its start).
  CREATE TABLE IF NOT EXISTS rejected_counts (
    hour INTEGER NOT NULL,
    address TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (hour, address)
  ) WITHOUT ROWID;
  -- Erased people (lib/leads/suppression.ts): a keyed hash of the address and when it was erased, never the address.
  CREATE TABLE IF NOT EXISTS suppressed (address TEXT PRIMARY KEY, erased_at INTEGER NOT NULL) WITHOUT ROWID;
`;

/** Columns added after the first release, with their type: a journal written before them gains them on open. */
export const JOURNAL_ADDED_COLUMNS = { attribution: 'TEXT', privacy_notice: 'TEXT' } as const;

export interface LeadRow {
  id: string;
  form_id: string;
  fields: string;
  page_url: string;
  state: string;
  created_at: number;
  queued_at: number;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  reason: string | null;
  updated_at: number;
  attribution: string | null;
  privacy_notice: string | null;
}
