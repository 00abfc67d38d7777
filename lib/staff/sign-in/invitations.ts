// Invitations: a signed link, single use, 24 h, bound to its purpose (signed-token.ts). Its record in the store
// makes it single use (the first use marks it) and lets an admin see it waiting. The first admin's invitation names
// no email; there is one at a time (a new one replaces the last), and none works once anyone has joined.
import { randomUUID } from 'node:crypto';
import { normalEmail } from '../people';
import type { StaffRole } from '../roles';
import { signToken, verifyToken, type TokenRefusal } from './signed-token';
import type { StaffKv } from '../store/kv';

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

export type InvitationRefusal = TokenRefusal | 'used' | 'unknown' | 'not-configured' | 'replaced' | 'console-started';
export type InvitationCheck = { ok: true; invitation: Invitation } | { ok: false; reason: InvitationRefusal };

const recordKey = (id: string) => `invitation:${id}`;
const usedKey = (id: string) => `invitation-used:${id}`;
const WAITING = 'invitations';
/** The id of the one first-admin invitation that works; taken by the first use of any invitation. */
const FIRST_ADMIN = 'invitation-first-admin';
// Kept a day past expiry, so a late click still hears "expired" or "used" rather than "unknown".
const KEEP_MS = INVITATION_TTL_MS + 24 * 60 * 60_000;

/** The first admin's invitation (npm start, `npm run staff -- first-admin`): the person gives their own email. */
export const isFirstAdmin = (invitation: Invitation) => invitation.email === '';

export const invitationUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;

/** Invitations over `kv`; `people` says whether anyone has joined, which closes the first admin's. */
export function invitationsIn(
  kv: StaffKv,
  secret: string | undefined,
  clock: () => number,
  people: { count(): Promise<number> },
) {
  const get = async (id: string) => {
    const value = await kv.get(recordKey(id));
    return value ? (JSON.parse(value) as Invitation) : null;
  };
  const make = async (input: { email: string; role: StaffRole; invitedBy: string }) => {
    if (!secret) throw new Error('STAFF_SECRET is not set: invitations cannot be signed');
    const now = clock();
    const invitation: Invitation = { id: randomUUID(), ...input, createdAt: now, expiresAt: now + INVITATION_TTL_MS };
    await kv.set(recordKey(invitation.id), JSON.stringify(invitation), KEEP_MS);
    await kv.addMember(WAITING, invitation.id);
    const token = signToken(secret, INVITATION_PURPOSE, { id: invitation.id }, invitation.expiresAt);
    return { invitation, token };
  };
  /** Withdraws one: its link then opens nothing. */
  const withdraw = async (id: string): Promise<boolean> => {
    if (!(await get(id))) return false;
    await kv.removeMember(WAITING, id);
    await kv.del(recordKey(id));
    return true;
  };
  /** Why a first-admin invitation no longer works, or null while it does. */
  const firstAdminRefusal = async (id: string): Promise<InvitationRefusal | null> => {
    if ((await people.count()) > 0) return 'console-started';
    return (await kv.get(FIRST_ADMIN)) === id ? null : 'replaced';
  };
  return {
    /** A new invitation for `email` and the token of its link. */
    async create(input: { email: string; role: StaffRole; invitedBy: string }) {
      if (!input.email) throw new Error('An invitation names an email; the first admin’s is createFirstAdmin');
      return make(input);
    },
    /** The first admin's invitation, replacing any earlier one; null once anyone has joined. */
    async createFirstAdmin(invitedBy: string) {
      if ((await people.count()) > 0) return null;
      const made = await make({ email: '', role: 'admin', invitedBy });
      const earlier = await kv.get(FIRST_ADMIN);
      await kv.set(FIRST_ADMIN, made.invitation.id, KEEP_MS);
      if (earlier) await kv.removeMember(WAITING, earlier);
      return made;
    },
    /** The invitation a link's token opens, or why it opens nothing. Reads only: opening the page changes nothing. */
    async check(token: string): Promise<InvitationCheck> {
      if (!secret) return { ok: false, reason: 'not-configured' };
      const verified = verifyToken<{ id: unknown }>(secret, INVITATION_PURPOSE, token, clock());
      if (!verified.ok) return verified;
      const id = String(verified.claims.id);
      if ((await kv.get(usedKey(id))) !== null) return { ok: false, reason: 'used' };
      const invitation = await get(id);
      if (!invitation) return { ok: false, reason: 'unknown' };
      const refusal = isFirstAdmin(invitation) ? await firstAdminRefusal(id) : null;
      return refusal ? { ok: false, reason: refusal } : { ok: true, invitation };
    },
    /**
     * Marks it used: null for the one call that did (two tabs finishing at once: one wins), else why not. Any use
     * takes the first admin's invitation away, atomically, so that one is used only if it was still the one then.
     */
    async use(invitation: Invitation): Promise<InvitationRefusal | null> {
      if (!(await kv.setIfAbsent(usedKey(invitation.id), String(clock()), KEEP_MS))) return 'used';
      await kv.removeMember(WAITING, invitation.id);
      const firstAdmin = await kv.take(FIRST_ADMIN);
      if (!isFirstAdmin(invitation)) return null;
      if ((await people.count()) > 0) return 'console-started';
      return firstAdmin === invitation.id ? null : 'replaced';
    },
    /** Invitations not yet used nor expired (nor a first admin's that no longer works), newest first. */
    async waiting(): Promise<Invitation[]> {
      const now = clock();
      const found: Invitation[] = [];
      for (const id of await kv.members(WAITING)) {
        const invitation = await get(id);
        const works =
          invitation && invitation.expiresAt > now && !(isFirstAdmin(invitation) && (await firstAdminRefusal(id)));
        if (works) found.push(invitation);
        else await kv.removeMember(WAITING, id);
      }
      return found.sort((a, b) => b.createdAt - a.createdAt);
    },
    withdraw,
    /** Withdraws every invitation waiting for `email` (a person removed): none of them brings them back. */
    async withdrawFor(email: string): Promise<number> {
      let withdrawn = 0;
      for (const id of await kv.members(WAITING)) {
        const invitation = await get(id);
        if (invitation?.email && normalEmail(invitation.email) === normalEmail(email) && (await withdraw(id)))
          withdrawn += 1;
      }
      return withdrawn;
    },
  };
}
