// Passkey ceremonies with @simplewebauthn/server: discoverable credentials (no email to type), user verification
// required (the device's PIN or biometrics), no attestation (we trust the person the invitation named, not a vendor).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Passkey } from './passkeys';
import type { RelyingParty } from './relying-party';
import { authenticationResponseSchema, registrationResponseSchema } from './webauthn-response';

const TIMEOUT_MS = 120_000;

export function registrationOptions(
  rp: RelyingParty,
  person: { id: string; email: string; name: string },
  existing: Passkey[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    timeout: TIMEOUT_MS,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: key.transports as AuthenticatorTransportFuture[],
    })),
  });
}

/** The new passkey, or null when the answer is malformed or does not match the challenge, origin or site. */
export async function verifiedPasskey(
  rp: RelyingParty,
  answer: unknown,
  challenge: string,
  personId: string,
  now: number,
): Promise<Passkey | null> {
  const parsed = registrationResponseSchema.safeParse(answer);
  if (!parsed.success) return null;
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: parsed.data,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified) return null;
    const { credential, credentialDeviceType } = registrationInfo;
    return {
      id: credential.id,
      personId,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      synced: credentialDeviceType === 'multiDevice',
      createdAt: now,
      // Made to join or to add a device: that ceremony is its first use.
      lastUsedAt: now,
    };
  } catch {
    return null;
  }
}

export const authenticationOptions = (rp: RelyingParty) =>
  generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: TIMEOUT_MS });

/** The credential id an answer names, once its shape is checked (to find the passkey), else null. */
export function answeredCredentialId(answer: unknown): string | null {
  const parsed = authenticationResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data.id : null;
}

/** The passkey's new counter when the answer is its valid signature over the challenge, else null. */
export async function verifiedSignIn(
  rp: RelyingParty,
  answer: unknown,
  challenge: string,
  passkey: Passkey,
): Promise<number | null> {
  const parsed = authenticationResponseSchema.safeParse(answer);
  if (!parsed.success) return null;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: parsed.data,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
