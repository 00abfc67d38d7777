// What a browser sends back from a passkey ceremony, bounded field by field before the WebAuthn library parses it;
// only the fields the library reads are kept.
import { z } from 'zod';

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
// A browser may name a transport this list does not know yet: it is dropped, not refused.
const transports = z
  .array(z.string().max(16))
  .max(8)
  .transform((names) => names.filter((name): name is (typeof TRANSPORTS)[number] => TRANSPORTS.includes(name as never)))
  .optional();
const common = {
  id: b64url(1_024),
  rawId: b64url(1_024),
  type: z.literal('public-key'),
  clientExtensionResults: z.object({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registrationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(4_096),
    attestationObject: b64url(16_384),
    transports,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(2_048).optional(),
    authenticatorData: b64url(4_096).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(4_096),
    authenticatorData: b64url(4_096),
    signature: b64url(1_024),
    userHandle: b64url(256).optional(),
  }),
});
