import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { site } from '@/lib/site';

type Purpose = 'lead-fill-time' | 'lead-address';
const keys = new Map<Purpose, Buffer>();

/**
 * An HMAC key for one purpose of the lead forms: from LEADS_FORM_SECRET, else from REVALIDATE_SECRET (which
 * instances already share), each hashed with the purpose so the webhook's secret is never used as is; else this
 * process's own.
 */
function leadKey(purpose: Purpose): Buffer {
  const secret = site.leads.formSecret ?? site.revalidateSecret;
  let key = keys.get(purpose);
  if (!key) keys.set(purpose, (key = secret ? createHmac('sha256', secret).update(purpose).digest() : randomBytes(32)));
  return key;
}

/** Signs the time a visitor started typing (lib/forms/fill-time.ts). */
export const fillTimeKey = (): Buffer => leadKey('lead-fill-time');

/** A client address as a keyed hash: refused posts are counted per address without storing the address. */
export const addressHash = (address: string): string =>
  createHmac('sha256', leadKey('lead-address')).update(address).digest('base64url').slice(0, 22);
