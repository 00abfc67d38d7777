// Invitations: a signed link, single use, 24 h, bound to its purpose (signed-token.ts). Its record in the store
// makes it single use (the first use marks it) and lets an admin see it waiting.
import { randomUUID } from 'node:crypto';
import type { StaffRole } from './roles';
import { signToken, verifyToken, type TokenRefusal } from './signed-token';
import type { StaffKv } from './store/kv';

export const INVITATION_PURPOSE = 'staff-invitation';
export const INVITATION_TTL_MS = 24 * 60 * 60_000;
/** The page an invitation opens; the token follows in the query. */
const INVITATION_PATH = '/staff/join';

export interface Invitation {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  createdAt: number;
  expiresAt: number;
}

export type InvitationRefusal = TokenRefusal | 'used' | 'unknown' | 'not-configured';
export type InvitationCheck = { ok: true; invitation: Invitation } | { ok: false; reason: InvitationRefusal };

const recordKey = (id: string) => `invitation:${id}`;
const usedKey = (id: string) => `invitation-used:${id}`;
const WAITING = 'invitations';
// Kept a day past expiry, so a late click still hears "expired" or "used" rather than "unknown".
const KEEP_MS = INVITATION_TTL_MS + 24 * 60 * 60_000;

export const invitationUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;

export function invitationsIn(kv: StaffKv, secret: string | undefined, clock: () => number = Date.now) {
  const get = async (id: string) => {
    const value = await kv.get(recordKey(id));
    return value ? (JSON.parse(value) as Invitation) : null;
  };
  return {
    /** A new invitation and the token of its link. */
    async create(input: { email: string; role: StaffRole; invitedBy: string }) {
      if (!secret) throw new Error('STAFF_SECRET is not set: invitations cannot be signed');
      const now = clock();
      const invitation: Invitation = { id: randomUUID(), ...input, createdAt: now, expiresAt: now + INVITATION_TTL_MS };
      await kv.set(recordKey(invitation.id), JSON.stringify(invitation), KEEP_MS);
      await kv.addMember(WAITING, invitation.id);
      const token = signToken(secret, INVITATION_PURPOSE, { id: invitation.id }, invitation.expiresAt);
      return { invitation, token };
    },
    /** The invitation a link's token opens, or why it opens nothing. Reads only: opening the page changes nothing. */
    async check(token: string): Promise<InvitationCheck> {
      if (!secret) return { ok: false, reason: 'not-configured' };
      const verified = verifyToken<{ id: unknown }>(secret, INVITATION_PURPOSE, token, clock());
      if (!verified.ok) return verified;
      const id = String(verified.claims.id);
      if ((await kv.get(usedKey(id))) !== null) return { ok: false, reason: 'used' };
      const invitation = await get(id);
      return invitation ? { ok: true, invitation } : { ok: false, reason: 'unknown' };
    },
    /** Marks it used; true for the one call that did (two tabs finishing at once: one wins). */
    async use(id: string): Promise<boolean> {
      const first = await kv.setIfAbsent(usedKey(id), String(clock()), KEEP_MS);
      if (first) await kv.removeMember(WAITING, id);
      return first;
    },
    /** Invitations not yet used nor expired, newest first. */
    async waiting(): Promise<Invitation[]> {
      const now = clock();
      const found: Invitation[] = [];
      for (const id of await kv.members(WAITING)) {
        const invitation = await get(id);
        if (invitation && invitation.expiresAt > now) found.push(invitation);
        else await kv.removeMember(WAITING, id);
      }
      return found.sort((a, b) => b.createdAt - a.createdAt);
    },
    /** Withdraws one: its link then opens nothing. */
    async withdraw(id: string): Promise<boolean> {
      const invitation = await get(id);
      if (!invitation) return false;
      await kv.removeMember(WAITING, id);
      await kv.del(recordKey(id));
      return true;
    },
  };
}
