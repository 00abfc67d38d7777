// Hashes that keep a fact about a person without keeping the person: a key per purpose, derived from the configured
// secret (so the webhook's secret is never used as is, and every instance derives the same key), else this process's
// own random key, which holds until a restart.
import { createHmac, randomBytes } from 'node:crypto';

const ownKeys = new Map<string, Buffer>();

/** The key for one purpose: HMAC(secret, purpose), or this process's own when no secret is configured. */
export function purposeKey(secret: string | Buffer | undefined, purpose: string): Buffer {
  if (secret) return createHmac('sha256', secret).update(purpose).digest();
  let key = ownKeys.get(purpose);
  if (!key) ownKeys.set(purpose, (key = randomBytes(32)));
  return key;
}

/** `text` under `key`, base64url. */
export const keyedHash = (key: Buffer, text: string): string =>
  createHmac('sha256', key).update(text).digest('base64url');
