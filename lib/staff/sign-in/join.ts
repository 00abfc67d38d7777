'use server';
// Accepting an invitation: the person gives their name, creates a passkey, and lands in the console signed in.
// The invitation is checked when the ceremony starts and used (once) when the passkey is verified; the passkey's
// credential id is claimed first, so a passkey already registered (to anyone) is refused before the invitation is spent.
import { randomUUID } from 'node:crypto';
import { isEmailShaped } from '@site/shared/email';
import { redirect } from 'next/navigation';
import { recordAudit } from '../audit/audit';
import { isFirstAdmin, type InvitationRefusal } from './invitations';
import { homeFor } from '../nav';
import { personName } from './person-name';
import { relyingParty, staff } from '../records';
import { passkeyProblem } from './relying-party';
import { requestAddress, startSessionCookie } from '../request';
import { SIGN_IN_LIMITS } from './limits';
import type { StaffRole } from '../roles';
import { registrationOptions, verifiedPasskey } from './webauthn';
import { STAFF_COPY } from '@/lib/copy/staff';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { PasskeyStart } from './passkey-start';

export async function beginJoin(
  token: string,
  rawName: string,
  rawEmail: string,
): Promise<PasskeyStart<PublicKeyCredentialCreationOptionsJSON>> {
  const rp = relyingParty();
  const problem = passkeyProblem(rp);
  if (problem) return { ok: false, message: problem };
  const name = personName(rawName);
  if (!name.ok) return name;
  const records = await staff();
  const flood = await records.limits.hit('challenges', await requestAddress(), SIGN_IN_LIMITS.challengesPerAddress);
  if (flood !== null) return { ok: false, message: STAFF_COPY.signIn.tooMany(Math.ceil(flood / 60)) };
  const check = await records.invitations.check(String(token));
  if (!check.ok) return refused(check.reason);
  const { invitation } = check;
  // The first admin's invitation (npm start) names no email: the person gives theirs.
  const email = invitation.email || typedEmail(rawEmail);
  if (!email) return { ok: false, message: STAFF_COPY.invitation.emailInvalid };
  // An invitation for someone already here adds a passkey to them (a lost device); else a new person.
  const existing = await records.people.byEmail(email);
  if (existing && isFirstAdmin(invitation)) return { ok: false, message: STAFF_COPY.invitation.emailTaken };
  const personId = existing?.id ?? randomUUID();
  const options = await registrationOptions(
    rp,
    { id: personId, email, name: name.name },
    existing ? await records.passkeys.of(existing.id) : [],
  );
  const challengeId = await records.challenges.put({
    purpose: 'register',
    challenge: options.challenge,
    invitationId: invitation.id,
    personId,
    name: name.name,
    email,
  });
  return { ok: true, challengeId, options };
}

export async function finishJoin(
  challengeId: string,
  token: string,
  answer: unknown,
): Promise<{ ok: false; message: string }> {
  const records = await staff();
  const challenge = await records.challenges.take(String(challengeId));
  if (challenge?.purpose !== 'register') return { ok: false, message: STAFF_COPY.invitation.ceremonyExpired };
  const check = await records.invitations.check(String(token));
  if (!check.ok || check.invitation.id !== challenge.invitationId) return refused(check.ok ? 'tampered' : check.reason);
  const passkey = await verifiedPasskey(
    relyingParty(),
    answer,
    challenge.challenge,
    challenge.personId,
    records.clock(),
  );
  if (!passkey) {
    const over = await records.limits.hit('failures', await requestAddress(), SIGN_IN_LIMITS.failuresPerAddress);
    return {
      ok: false,
      message: over === null ? STAFF_COPY.invitation.passkeyRefused : STAFF_COPY.signIn.tooMany(Math.ceil(over / 60)),
    };
  }
  // The store adds a credential id once: another person's (a rewritten id) is refused, never replaced.
  if (!(await records.passkeys.add(passkey))) return { ok: false, message: STAFF_COPY.invitation.passkeyTaken };
  // Two tabs finishing at once: one uses the invitation, the other is told it was used.
  const refusal = await records.invitations.use(check.invitation);
  const person = refusal ? null : await joinedPerson(records, check.invitation.role, challenge);
  if (!person) {
    await records.passkeys.remove(passkey.personId, passkey.id);
    return refusal ? refused(refusal) : { ok: false, message: STAFF_COPY.invitation.emailTaken };
  }
  await startSessionCookie(await records.sessions.start(person.id, passkey.id));
  await recordAudit({
    who: person,
    action: 'invitation.accept',
    target: person.email,
    result: `joined as ${person.role} with a new passkey`,
  });
  redirect(homeFor(person.role));
}

type Records = Awaited<ReturnType<typeof staff>>;

/** What the person reads when an invitation is refused: what went wrong, then what to do. */
function refused(reason: InvitationRefusal): { ok: false; message: string } {
  const { title, help } = STAFF_COPY.invitation.refusals[reason];
  return { ok: false, message: `${title} ${help}` };
}

function typedEmail(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 254) return null;
  const email = raw.trim().toLowerCase();
  return isEmailShaped(email) ? email : null;
}

/**
 * The person the ceremony began for: already here (their name as now typed), or new with the invitation's role;
 * null when their email became someone else's meanwhile (the passkey was made for the person the ceremony named).
 */
async function joinedPerson(
  records: Records,
  role: StaffRole,
  challenge: { personId: string; name: string; email: string },
) {
  const existing = await records.people.byEmail(challenge.email);
  if (existing) {
    if (existing.id !== challenge.personId) return null;
    const renamed = { ...existing, name: challenge.name };
    await records.people.update(renamed);
    return renamed;
  }
  const person = {
    id: challenge.personId,
    name: challenge.name,
    email: challenge.email,
    role,
    joinedAt: records.clock(),
  };
  return (await records.people.add(person)) ? person : null;
}
