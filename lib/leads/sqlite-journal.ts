// The embedded lead queue: one SQLite file, WAL with synchronous FULL, so a lead acknowledged to the
// visitor survives a crash or a power cut.
import { emptyWal, openDurableSqlite, scrubFreeSpaceOnce } from '@/lib/durable-sqlite';
import { boundedAttribution } from './attribution';
import { REVIEW_REASONS, type Lead, type LeadState } from './lead';
import { JOURNAL_ADDED_COLUMNS, JOURNAL_SCHEMA, type LeadRow } from './journal-schema';
import { hourOf, type ClaimingQueue, type QueueStats, type RejectedCount } from './queue';
import { sqliteInbox } from './sqlite-inbox';
import { processHasher, type AddressHasher } from './suppression';
import { createLeadWorker } from './worker';

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  formId: row.form_id as Lead['formId'],
  fields: JSON.parse(row.fields) as Lead['fields'],
  pageUrl: row.page_url,
  state: row.state as LeadState,
  createdAt: row.created_at,
  queuedAt: row.queued_at,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  reason: row.reason,
  updatedAt: row.updated_at,
  attribution: row.attribution ? boundedAttribution(JSON.parse(row.attribution)) : null,
  privacyNoticeDate: row.privacy_notice,
});

/** Adds the columns a journal from an earlier release lacks; SQLite has no ADD COLUMN IF NOT EXISTS. */
function addMissingColumns(db: ReturnType<typeof openDurableSqlite>) {
  const present = new Set((db.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map((c) => c.name));
  for (const [name, type] of Object.entries(JOURNAL_ADDED_COLUMNS)) {
    if (!present.has(name)) db.exec(`ALTER TABLE leads ADD COLUMN ${name} ${type}`);
  }
}

/** The journal in `file`; `hash` keys erased addresses (the configured secret's, lib/leads/open.ts). */
export function openSqliteJournal(file: string, hash: AddressHasher = processHasher): ClaimingQueue {
  const db = openDurableSqlite(file);
  db.exec(JOURNAL_SCHEMA);
  addMissingColumns(db);
  // A journal written before secure_delete keeps deleted leads in its free space.
  scrubFreeSpaceOnce(db);
  const inbox = sqliteInbox(db, hash, toLead);

  const insert = db.prepare(`INSERT OR IGNORE INTO leads
    (id, form_id, fields, page_url, state, created_at, queued_at, next_attempt_at, reason, updated_at, attribution, privacy_notice)
    VALUES (@id, @formId, @fields, @pageUrl, @state, @now, @now, @now, @reason, @now, @attribution, @privacyNotice)`);
  const due = db.prepare(
    `SELECT * FROM leads WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
  );
  const lease = db.prepare('UPDATE leads SET next_attempt_at = ? WHERE id = ?');
  const setState = db.prepare(
    'UPDATE leads SET state = @state, attempts = attempts + @tried, last_error = @error, next_attempt_at = @at, updated_at = @now WHERE id = @id',
  );
  const claim = db.transaction((now: number, limit: number, leaseMs: number) => {
    const rows = due.all(now, limit) as LeadRow[];
    for (const row of rows) lease.run(now + leaseMs, row.id);
    return rows.map(toLead);
  });
  const addCount = db.prepare(`INSERT INTO rejected_counts (hour, address, count) VALUES (@hour, @address, @count)
    ON CONFLICT (hour, address) DO UPDATE SET count = count + excluded.count`);
  const addCounts = db.transaction((counts: readonly RejectedCount[]) =>
    counts.forEach((count) => addCount.run(count)),
  );
  const transition = (id: string, state: LeadState, error: string | null, at: number, now: number, tried = 1) =>
    setState.run({ id, state, error, at, now, tried });

  const journal: ClaimingQueue = {
    async add(lead, now = Date.now()) {
      if (inbox.suppressed(lead.id, lead.fields, now)) return;
      insert.run({
        id: lead.id,
        formId: lead.formId,
        fields: JSON.stringify(lead.fields),
        pageUrl: lead.pageUrl,
        state: lead.rejectedFor ? 'rejected' : 'pending',
        reason: lead.rejectedFor ?? null,
        attribution: lead.attribution ? JSON.stringify(lead.attribution) : null,
        privacyNotice: lead.privacyNoticeDate ?? null,
        now,
      });
    },
    async claim(now, limit, leaseMs) {
      return claim(now, limit, leaseMs);
    },
    async delivered(id, now) {
      transition(id, 'delivered', null, now, now);
    },
    async retryAt(id, error, at, now) {
      transition(id, 'pending', error, at, now);
    },
    async dead(id, error, now) {
      transition(id, 'dead', error, now, now);
    },
    async remove(id) {
      db.prepare('DELETE FROM leads WHERE id = ?').run(id);
    },
    async wipeRemoved() {
      // A reader holding the WAL now: the next handoff or erasure empties it.
      emptyWal(db);
    },
    async wake(now) {
      return db
        .prepare(`UPDATE leads SET next_attempt_at = ? WHERE state = 'pending' AND next_attempt_at > ?`)
        .run(now, now).changes;
    },
    async requeue(id, from, now) {
      const sql = `UPDATE leads SET state = 'pending', queued_at = ?, next_attempt_at = ?, updated_at = ? WHERE id = ? AND state = ?`;
      return db.prepare(sql).run(now, now, now, id, from).changes === 1;
    },
    async requeueAllDead(now) {
      const sql = `UPDATE leads SET state = 'pending', queued_at = ?, next_attempt_at = ?, updated_at = ? WHERE state = 'dead'`;
      return db.prepare(sql).run(now, now, now).changes;
    },
    async dueNow(id, now) {
      const sql = `UPDATE leads SET next_attempt_at = ? WHERE id = ? AND state = 'pending' AND next_attempt_at > ?`;
      return db.prepare(sql).run(now, id, now).changes === 1;
    },
    async get(id) {
      const row = db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as LeadRow | undefined;
      return row ? toLead(row) : null;
    },
    async list(state, limit) {
      const rows = db.prepare('SELECT * FROM leads WHERE state = ? ORDER BY created_at LIMIT ?').all(state, limit);
      return (rows as LeadRow[]).map(toLead);
    },
    async since(from) {
      const rows = db.prepare('SELECT * FROM leads WHERE created_at >= ? ORDER BY created_at').all(from);
      return (rows as LeadRow[]).map(toLead);
    },
    async search(query) {
      return inbox.search(query);
    },
    async erase(email, now) {
      const ids = inbox.erase(email, now);
      // Always, also when none was here: a lead handed on from this disk may still be in the WAL.
      if (!emptyWal(db)) throw new Error(`${ids.length} lead(s) erased, but a reader held the journal: erase again`);
      return ids;
    },
    async stats(now): Promise<QueueStats> {
      const counts = db.prepare('SELECT state, COUNT(*) AS n FROM leads GROUP BY state').all() as {
        state: LeadState;
        n: number;
      }[];
      const byState = Object.fromEntries(counts.map(({ state, n }) => [state, n]));
      const oldest = db.prepare(`SELECT MIN(created_at) FROM leads WHERE state = 'pending'`).pluck().get() as
        number | null;
      return {
        pending: byState.pending ?? 0,
        delivered: byState.delivered ?? 0,
        rejected: byState.rejected ?? 0,
        dead: byState.dead ?? 0,
        oldestPendingAgeMs: oldest === null ? null : now - oldest,
      };
    },
    async addRejectedCounts(counts) {
      addCounts(counts);
    },
    async rejectedCounts(from) {
      const sql = 'SELECT hour, address, count FROM rejected_counts WHERE hour >= ? ORDER BY count DESC, hour';
      return db.prepare(sql).all(hourOf(from)) as RejectedCount[];
    },
    async prune(now, deliveredMs, rejectedMs) {
      db.prepare('DELETE FROM rejected_counts WHERE hour < ?').run(now - rejectedMs);
      // A lead held for review waits for a person, however old: only spam goes.
      const held = REVIEW_REASONS.map(() => '?').join(', ');
      const sql = `DELETE FROM leads WHERE (state = 'delivered' AND updated_at < ?)
        OR (state = 'rejected' AND created_at < ? AND coalesce(reason, '') NOT IN (${held}))`;
      return db.prepare(sql).run(now - deliveredMs, now - rejectedMs, ...REVIEW_REASONS).changes;
    },
    startDelivery(options) {
      // A lead of an address erased since it was made is forgotten, never sent (its settling then changes no row).
      const deliver = async (lead: Lead) => {
        if (!inbox.suppressed(lead.id, lead.fields, lead.createdAt)) return options.deliver(lead);
        await journal.remove(lead.id);
        return { kind: 'delivered' } as const;
      };
      return createLeadWorker({ queue: journal, ...options, deliver }).start();
    },
    async close() {
      db.close();
    },
  };
  return journal;
}
