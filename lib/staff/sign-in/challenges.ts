// WebAuthn challenges between the options a browser gets and the answer it sends: stored 5 minutes, used once.
import { randomBytes } from 'node:crypto';
import type { StaffKv } from '../store/kv';

const CHALLENGE_TTL_MS = 5 * 60_000;
const ID = /^[A-Za-z0-9_-]{22}$/;

export type ChallengeRecord =
  | { purpose: 'sign-in'; challenge: string }
  | { purpose: 'register'; challenge: string; invitationId: string; personId: string; name: string; email: string };

const challengeKey = (id: string) => `challenge:${id}`;

export function challengesIn(kv: StaffKv) {
  return {
    async put(record: ChallengeRecord): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      await kv.set(challengeKey(id), JSON.stringify(record), CHALLENGE_TTL_MS);
      return id;
    },
    /** The record of `id`, deleted as it is read; null for an unknown, used or expired one. */
    async take(id: string): Promise<ChallengeRecord | null> {
      if (!ID.test(id)) return null;
      const value = await kv.take(challengeKey(id));
      return value ? (JSON.parse(value) as ChallengeRecord) : null;
    },
  };
}
