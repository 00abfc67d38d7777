// The staff store on Redis (REDIS_URL), so every instance serves every session. The audit log is a stream: its
// entries' ids are their times, XADD's MINID drops those older than the year kept, and nothing else edits it.
import type { RedisClientType } from 'redis';
import type { AuditRecord, StaffKv } from './kv';

const PREFIX = 'staff:';
const AUDIT = `${PREFIX}audit`;
// Read in pages while filtering by person; past this many lines a filtered page may come back short.
const SCAN_LIMIT = 20_000;

const toRecord = (fields: Record<string, string>): AuditRecord => ({
  at: Number(fields.at),
  personId: fields.personId ?? '',
  name: fields.name ?? '',
  email: fields.email ?? '',
  action: fields.action ?? '',
  target: fields.target ?? '',
  result: fields.result ?? '',
});

/** A shared client connects in the background and queues nothing meanwhile: wait for it a moment (a fresh start). */
async function ready(client: RedisClientType, waitMs = 2_000): Promise<void> {
  for (const until = Date.now() + waitMs; !client.isReady && Date.now() < until;)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

export function openRedisKv(shared: RedisClientType): StaffKv {
  // Every command waits for the connection first; a Redis that stays away fails the command as before.
  const client = new Proxy(shared, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== 'function' || property === 'multi') return value;
      return async (...args: unknown[]) => {
        await ready(target);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const key = (name: string) => `${PREFIX}${name}`;
  const ttl = (ttlMs?: number) => (ttlMs === undefined ? {} : { expiration: { type: 'PX' as const, value: ttlMs } });
  return {
    get: (name) => client.get(key(name)),
    async set(name, value, ttlMs) {
      await client.set(key(name), value, ttl(ttlMs));
    },
    async setIfAbsent(name, value, ttlMs) {
      return (await client.set(key(name), value, { ...ttl(ttlMs), condition: 'NX' })) === 'OK';
    },
    async setIfPresent(name, value) {
      return (await client.set(key(name), value, { expiration: 'KEEPTTL', condition: 'XX' })) === 'OK';
    },
    async del(...names) {
      if (names.length) await client.del(names.map(key));
    },
    take: (name) => client.getDel(key(name)),
    async count(name, ttlMs) {
      await ready(shared);
      const [hits] = (await shared.multi().incr(key(name)).pExpire(key(name), ttlMs, 'NX').exec()) as [number, unknown];
      return Number(hits);
    },
    async addMember(set, member) {
      await client.sAdd(key(set), member);
    },
    async removeMember(set, member) {
      await client.sRem(key(set), member);
    },
    members: (set) => client.sMembers(key(set)),
    async appendAudit(record, keepMs) {
      const fields = Object.fromEntries(Object.entries(record).map(([name, value]) => [name, String(value)]));
      const trim = { TRIM: { strategy: 'MINID' as const, threshold: record.at - keepMs } };
      try {
        // The line's own time is its id, so reading by time and trimming by age need no other index.
        await client.xAdd(AUDIT, `${record.at}-*`, fields, trim);
      } catch {
        // An instance whose clock is behind the last line's: Redis's own time keeps the stream in order.
        await client.xAdd(AUDIT, '*', fields, trim);
      }
    },
    async readAudit({ personId, before, limit }) {
      const found: AuditRecord[] = [];
      let end = before === undefined ? '+' : `(${before}-0`;
      for (let scanned = 0; found.length < limit && scanned < SCAN_LIMIT;) {
        const page = await client.xRevRange(AUDIT, end, '-', { COUNT: 500 });
        for (const entry of page) {
          const record = toRecord(entry.message as Record<string, string>);
          if (!personId || record.personId === personId) found.push(record);
          if (found.length === limit) break;
        }
        if (page.length < 500) break;
        scanned += page.length;
        end = `(${page[page.length - 1]!.id}`;
      }
      return found;
    },
    async close() {},
  };
}
