// Alerts in the SQLite journal (one instance): a row per lead and channel, claimed by this process's alert worker
// (alert-worker.ts) as leads are by theirs. The row is the once-only guarantee: a lead raised twice adds nothing.
import { emptyWal, openDurableSqlite } from '@/lib/durable-sqlite';
import { JOURNAL_SCHEMA } from '@/lib/leads/journal-schema';
import { ALERT_FAILING_AFTER, alertStateInWords, type AlertChannel, type AlertRecord, type AlertState } from './alert';
import { AUTOREPLY_EVERY_MS, type AlertQueue } from './alert-queue';
import { createAlertWorker, type ClaimedAlert } from './alert-worker';
import { ALERTS_SCHEMA, type AlertRow } from './sqlite-schema';

export const recordOf = (row: AlertRow): AlertRecord => ({
  leadId: row.lead_id,
  channel: row.channel as AlertChannel,
  state: row.state as AlertState,
  stateInWords: alertStateInWords(row.state as AlertState, row.attempts, row.last_error),
  attempts: row.attempts,
  sentAt: row.sent_at,
  lastError: row.last_error,
});

export function openSqliteAlerts(file: string): AlertQueue {
  const db = openDurableSqlite(file);
  // The leads table too: alerts are pruned with their lead, whichever of the two opened the file first.
  db.exec(JOURNAL_SCHEMA);
  db.exec(ALERTS_SCHEMA);

  const insert = db.prepare(`INSERT OR IGNORE INTO alerts (lead_id, channel, state, created_at, next_attempt_at)
    VALUES (?, ?, 'pending', ?, ?)`);
  const hasAlert = db.prepare('SELECT 1 FROM alerts WHERE lead_id = ? AND channel = ?').pluck();
  const lastReply = db.prepare('SELECT sent_at FROM autoreplies WHERE address = ?').pluck();
  const markReply = db.prepare(`INSERT INTO autoreplies (address, sent_at) VALUES (?, ?)
    ON CONFLICT (address) DO UPDATE SET sent_at = excluded.sent_at`);
  const raise = db.transaction((leadId: string, channels: readonly AlertChannel[], replyKey: string | null, now) => {
    for (const channel of channels) {
      if (channel !== 'autoreply') insert.run(leadId, channel, now, now);
      else if (replyKey && !hasAlert.get(leadId, channel)) {
        const last = lastReply.get(replyKey) as number | undefined;
        if (last !== undefined && now - last < AUTOREPLY_EVERY_MS) continue;
        markReply.run(replyKey, now);
        insert.run(leadId, channel, now, now);
      }
    }
  });
  const due = db.prepare(`SELECT * FROM alerts WHERE state = 'pending' AND next_attempt_at <= ?
    ORDER BY next_attempt_at LIMIT ?`);
  const lease = db.prepare('UPDATE alerts SET next_attempt_at = ? WHERE lead_id = ? AND channel = ?');
  const claim = db.transaction((now: number, limit: number, leaseMs: number): ClaimedAlert[] => {
    const rows = due.all(now, limit) as AlertRow[];
    for (const row of rows) lease.run(now + leaseMs, row.lead_id, row.channel);
    return rows.map((row) => ({ ...recordOf(row), createdAt: row.created_at }));
  });
  const settle = db.prepare(`UPDATE alerts SET state = @state, attempts = attempts + 1, last_error = @error,
    next_attempt_at = @at, sent_at = CASE WHEN @state = 'sent' THEN @at ELSE sent_at END
    WHERE lead_id = @leadId AND channel = @channel`);

  const queue: AlertQueue = {
    async raise({ leadId, channels, replyKey }, now = Date.now()) {
      raise(leadId, channels, replyKey, now);
    },
    async alertsFor(leadId) {
      const rows = db.prepare('SELECT * FROM alerts WHERE lead_id = ? ORDER BY channel').all(leadId) as AlertRow[];
      return rows.map(recordOf);
    },
    async erase(leadIds) {
      const remove = db.prepare('DELETE FROM alerts WHERE lead_id = ?');
      const removed = db.transaction(() => leadIds.reduce((sum, id) => sum + remove.run(id).changes, 0))();
      // An alert's last error may quote the address (an SMTP refusal): no copy of it stays in the WAL either.
      if (!emptyWal(db)) throw new Error(`${removed} alert(s) erased, but a reader held the journal: erase again`);
      return removed;
    },
    async stats() {
      const sql = `SELECT state, COUNT(*) AS n, SUM(state = 'pending' AND attempts >= ?) AS failing
        FROM alerts GROUP BY state`;
      const rows = db.prepare(sql).all(ALERT_FAILING_AFTER) as { state: AlertState; n: number; failing: number }[];
      const n = (state: AlertState) => rows.find((row) => row.state === state)?.n ?? 0;
      return {
        pending: n('pending'),
        sent: n('sent'),
        dead: n('dead'),
        failing: rows.reduce((s, r) => s + r.failing, 0),
      };
    },
    startSending(options) {
      const worker = createAlertWorker({
        ...options,
        claim: async (now, limit, leaseMs) => claim(now, limit, leaseMs),
        settle: async (alert, state, error, at) =>
          void settle.run({ leadId: alert.leadId, channel: alert.channel, state, error, at }),
        drop: async (alert) =>
          void db.prepare('DELETE FROM alerts WHERE lead_id = ? AND channel = ?').run(alert.leadId, alert.channel),
        wake: async (channel, now) =>
          void db
            .prepare(
              `UPDATE alerts SET next_attempt_at = ? WHERE state = 'pending' AND channel = ? AND next_attempt_at > ?`,
            )
            .run(now, channel, now),
        prune: async (now) => {
          db.prepare('DELETE FROM autoreplies WHERE sent_at < ?').run(now - AUTOREPLY_EVERY_MS);
          db.prepare('DELETE FROM alerts WHERE NOT EXISTS (SELECT 1 FROM leads WHERE leads.id = alerts.lead_id)').run();
        },
      });
      return worker.start();
    },
    async close() {
      db.close();
    },
  };
  return queue;
}
