// A passkey authenticator in software, for the console's ceremonies outside a browser: a P-256 key, attestation
// "none" (nothing signs the new credential's id, so a test can name any id, as an attacker's own device can).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

/** One device holding one passkey for `origin`; `credentialId` is its id (base64url) once registered. */
export function softAuthenticator(origin: string) {
  const rpIdHash = sha256(new URL(origin).hostname);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x = '', y = '' } = publicKey.export({ format: 'jwk' });
  // COSE_Key: EC2, ES256, P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(x)],
      [-3, isoBase64URL.toBuffer(y)],
    ]),
  );
  let counter = 0;
  let userHandle = '';
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (flags: number, attested: Uint8Array = new Uint8Array()) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, attested]);
  };
  const device = {
    credentialId: '',
    /** The browser's answer to a registration; `claimId` names the credential id the device reports. */
    register(options: PublicKeyCredentialCreationOptionsJSON, claimId = b64(randomBytes(16))) {
      const id = isoBase64URL.toBuffer(claimId);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, id, coseKey]);
      const data = authData(FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData, attested);
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      device.credentialId = claimId;
      userHandle = options.user.id;
      return {
        id: claimId,
        rawId: claimId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestation),
          transports: ['internal'],
        },
      };
    },
    /** The browser's answer to a sign-in: this passkey's signature over the challenge. */
    signIn(options: PublicKeyCredentialRequestOptionsJSON) {
      const json = clientData('webauthn.get', options.challenge);
      const data = authData(FLAGS.userPresent | FLAGS.userVerified);
      return {
        id: device.credentialId,
        rawId: device.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(json),
          authenticatorData: b64(data),
          signature: b64(sign('sha256', Buffer.concat([data, sha256(json)]), privateKey)),
          userHandle,
        },
      };
    },
  };
  return device;
}
