'use server';
// Signing in with a passkey: the browser asks for a challenge, the person's device signs it, the server checks the
// signature against the passkey it names. Only failures count towards the limits (limits.ts).
import { redirect } from 'next/navigation';
import { recordAudit } from '../audit/audit';
import { homeFor } from '../nav';
import { safeReturnPath } from '../paths';
import { relyingParty, staff } from '../records';
import { passkeyProblem } from './relying-party';
import { requestAddress, startSessionCookie } from '../request';
import { SIGN_IN_LIMITS } from './limits';
import { answeredCredentialId, authenticationOptions, verifiedSignIn } from './webauthn';
import { STAFF_COPY } from '@/lib/copy/staff';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { PasskeyStart } from './passkey-start';

const wait = (seconds: number) => STAFF_COPY.signIn.tooMany(Math.ceil(seconds / 60));

export async function beginSignIn(): Promise<PasskeyStart<PublicKeyCredentialRequestOptionsJSON>> {
  const rp = relyingParty();
  const problem = passkeyProblem(rp);
  if (problem) return { ok: false, message: problem };
  const records = await staff();
  const flood = await records.limits.hit('challenges', await requestAddress(), SIGN_IN_LIMITS.challengesPerAddress);
  if (flood !== null) return { ok: false, message: wait(flood) };
  const options = await authenticationOptions(rp);
  const challengeId = await records.challenges.put({ purpose: 'sign-in', challenge: options.challenge });
  return { ok: true, challengeId, options };
}

/** Signs the person in and sends them on (to `returnTo` if it is a console page); else says what went wrong. */
export async function finishSignIn(
  challengeId: string,
  answer: unknown,
  returnTo: string | null,
): Promise<{ ok: false; message: string }> {
  const records = await staff();
  const address = await requestAddress();
  const challenge = await records.challenges.take(String(challengeId));
  if (challenge?.purpose !== 'sign-in') return { ok: false, message: STAFF_COPY.signIn.expired };
  const credentialId = answeredCredentialId(answer);
  const passkey = credentialId ? await records.passkeys.get(credentialId) : null;
  const person = passkey ? await records.people.get(passkey.personId) : null;
  const counter = passkey && person ? await verifiedSignIn(relyingParty(), answer, challenge.challenge, passkey) : null;
  if (!passkey || !person || counter === null) {
    const overAddress = await records.limits.hit('failures', address, SIGN_IN_LIMITS.failuresPerAddress);
    const overPerson = person
      ? await records.limits.hit('person-failures', person.id, SIGN_IN_LIMITS.failuresPerPerson)
      : null;
    const over = overAddress ?? overPerson;
    if (over !== null) return { ok: false, message: wait(over) };
    return { ok: false, message: passkey ? STAFF_COPY.signIn.refused : STAFF_COPY.signIn.unknownPasskey };
  }
  // Removed while its signature was checked (a lost device): it signs nobody in, and stays removed.
  if (!(await records.passkeys.used(passkey, counter, records.clock())))
    return { ok: false, message: STAFF_COPY.signIn.unknownPasskey };
  await startSessionCookie(await records.sessions.start(person.id, passkey.id));
  await recordAudit({ who: person, action: 'sign-in', target: 'console', result: 'signed in with a passkey' });
  redirect(safeReturnPath(returnTo) ?? homeFor(person.role));
}
