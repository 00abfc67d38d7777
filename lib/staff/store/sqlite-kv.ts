// The staff store in one SQLite file beside the lead journal (STAFF_DB): WAL, every write on disk when it returns.
import { openDurableSqlite } from '../../durable-sqlite';
import type { AuditRecord, StaffKv } from './kv';
import { STAFF_SCHEMA } from './sqlite-schema';

interface AuditRow {
  at: number;
  person_id: string;
  name: string;
  email: string;
  action: string;
  target: string;
  result: string;
}

const toRecord = (row: AuditRow): AuditRecord => ({
  at: row.at,
  personId: row.person_id,
  name: row.name,
  email: row.email,
  action: row.action,
  target: row.target,
  result: row.result,
});

export function openSqliteKv(file: string, now: () => number = Date.now): StaffKv {
  const db = openDurableSqlite(file);
  db.exec(STAFF_SCHEMA);
  const live = 'expires_at IS NULL OR expires_at > @now';
  const read = db.prepare(`SELECT value FROM kv WHERE key = @key AND (${live})`);
  const write = db.prepare(
    'INSERT INTO kv (key, value, expires_at) VALUES (@key, @value, @expires) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at',
  );
  const drop = db.prepare('DELETE FROM kv WHERE key = ?');
  const expires = (ttlMs?: number) => (ttlMs === undefined ? null : now() + ttlMs);
  const valueOf = (key: string) => (read.get({ key, now: now() }) as { value: string } | undefined)?.value ?? null;
  const setIfAbsent = db.transaction((key: string, value: string, ttlMs?: number) => {
    if (valueOf(key) !== null) return false;
    write.run({ key, value, expires: expires(ttlMs) });
    return true;
  });
  const replace = db.prepare(`UPDATE kv SET value = @value WHERE key = @key AND (${live})`);
  const take = db.transaction((key: string) => {
    const value = valueOf(key);
    drop.run(key);
    return value;
  });
  const count = db.transaction((key: string, ttlMs: number) => {
    const current = valueOf(key);
    const next = current === null ? 1 : Number(current) + 1;
    if (current === null) write.run({ key, value: '1', expires: expires(ttlMs) });
    else db.prepare('UPDATE kv SET value = ? WHERE key = ?').run(String(next), key);
    return next;
  });
  const purgeExpired = db.prepare('DELETE FROM kv WHERE expires_at IS NOT NULL AND expires_at <= ?');
  const insertAudit = db.prepare(
    'INSERT INTO audit (at, person_id, name, email, action, target, result) VALUES (@at, @personId, @name, @email, @action, @target, @result)',
  );
  const purgeAudit = db.prepare('DELETE FROM audit WHERE at < ?');
  let writes = 0;

  return {
    get: async (key) => valueOf(key),
    async set(key, value, ttlMs) {
      write.run({ key, value, expires: expires(ttlMs) });
      // Expired rows are skipped by every read; they are swept now and then so the file stays small.
      if (++writes % 100 === 0) purgeExpired.run(now());
    },
    setIfAbsent: async (key, value, ttlMs) => setIfAbsent(key, value, ttlMs),
    setIfPresent: async (key, value) => replace.run({ key, value, now: now() }).changes === 1,
    async del(...keys) {
      for (const key of keys) drop.run(key);
    },
    take: async (key) => take(key),
    count: async (key, ttlMs) => count(key, ttlMs),
    async addMember(set, member) {
      db.prepare('INSERT OR IGNORE INTO sets (name, member) VALUES (?, ?)').run(set, member);
    },
    async removeMember(set, member) {
      db.prepare('DELETE FROM sets WHERE name = ? AND member = ?').run(set, member);
    },
    members: async (set) =>
      (db.prepare('SELECT member FROM sets WHERE name = ? ORDER BY rowid').all(set) as { member: string }[]).map(
        (row) => row.member,
      ),
    async appendAudit(record, keepMs) {
      db.transaction(() => {
        insertAudit.run(record);
        purgeAudit.run(record.at - keepMs);
      })();
    },
    async readAudit({ personId, before, limit }) {
      const rows = db
        .prepare(
          `SELECT * FROM audit WHERE (@personId IS NULL OR person_id = @personId) AND (@before IS NULL OR at < @before)
           ORDER BY at DESC, id DESC LIMIT @limit`,
        )
        .all({ personId: personId ?? null, before: before ?? null, limit }) as AuditRow[];
      return rows.map(toRecord);
    },
    async close() {
      db.close();
    },
  };
}
