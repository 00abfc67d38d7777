// Server-side sessions: the cookie holds a random id, the store only its SHA-256 (a copy of the store opens
// nothing). A session ends after 8 h without a request, 7 days after sign-in, at sign-out, with its person, or with
// the passkey that started it.
import { createHash, randomBytes } from 'node:crypto';
import type { StaffKv } from '../store/kv';

export const IDLE_MS = 8 * 60 * 60_000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
// A request writes the session back at most once a minute: the idle clock needs no finer grain.
const TOUCH_EVERY_MS = 60_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionRecord {
  personId: string;
  /** The credential id of the passkey that started it; absent on sessions started before it was recorded. */
  passkeyId?: string;
  createdAt: number;
  lastSeenAt: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionKey = (hash: string) => `session:${hash}`;
const ofPerson = (personId: string) => `sessions:${personId}`;
/** What is left of a session's life: to its idle end, and never past its absolute end. */
const lifeLeft = (record: SessionRecord, now: number) => Math.min(IDLE_MS, record.createdAt + ABSOLUTE_MS - now);

export function sessionsIn(kv: StaffKv, clock: () => number = Date.now) {
  const end = async (hash: string, personId?: string) => {
    await kv.del(sessionKey(hash));
    if (personId) await kv.removeMember(ofPerson(personId), hash);
  };
  return {
    /** Starts a session for `personId`, signed in with the passkey `passkeyId`; answers the token for the cookie. */
    async start(personId: string, passkeyId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const record: SessionRecord = { personId, passkeyId, createdAt: now, lastSeenAt: now };
      // The list of a person's sessions forgets those that ran out, so it stays as long as their live ones.
      for (const hash of await kv.members(ofPerson(personId)))
        if ((await kv.get(sessionKey(hash))) === null) await kv.removeMember(ofPerson(personId), hash);
      await kv.set(sessionKey(hashOf(token)), JSON.stringify(record), lifeLeft(record, now));
      await kv.addMember(ofPerson(personId), hashOf(token));
      return token;
    },
    /** The live session of `token`, its idle clock restarted; null when there is none (and then it is gone). */
    async check(token: string): Promise<SessionRecord | null> {
      if (!TOKEN.test(token)) return null;
      const hash = hashOf(token);
      const value = await kv.get(sessionKey(hash));
      if (!value) return null;
      const record = JSON.parse(value) as SessionRecord;
      const now = clock();
      if (now - record.lastSeenAt >= IDLE_MS || now - record.createdAt >= ABSOLUTE_MS) {
        await end(hash, record.personId);
        return null;
      }
      if (now - record.lastSeenAt >= TOUCH_EVERY_MS) {
        const touched = { ...record, lastSeenAt: now };
        await kv.set(sessionKey(hash), JSON.stringify(touched), lifeLeft(touched, now));
        return touched;
      }
      return record;
    },
    async end(token: string): Promise<void> {
      if (!TOKEN.test(token)) return;
      const hash = hashOf(token);
      const value = await kv.get(sessionKey(hash));
      await end(hash, value ? (JSON.parse(value) as SessionRecord).personId : undefined);
    },
    /** Ends every session of `personId`: sign out everywhere, a removal. */
    async endAllOf(personId: string): Promise<number> {
      const hashes = await kv.members(ofPerson(personId));
      await kv.del(...hashes.map(sessionKey), ofPerson(personId));
      return hashes.length;
    },
    /**
     * Ends the sessions of `personId` that the passkey `passkeyId` started (a lost device's), and those that recorded
     * no passkey, since any of them may be its. Answers how many ended.
     */
    async endStartedWith(personId: string, passkeyId: string): Promise<number> {
      let ended = 0;
      for (const hash of await kv.members(ofPerson(personId))) {
        const value = await kv.get(sessionKey(hash));
        const started = value ? (JSON.parse(value) as SessionRecord).passkeyId : undefined;
        if (value && started !== undefined && started !== passkeyId) continue;
        await end(hash, personId);
        if (value) ended += 1;
      }
      return ended;
    },
  };
}
