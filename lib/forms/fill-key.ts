import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { site } from '@/lib/site';

let key: Buffer | null = null;

/**
 * The fill-time tokens' HMAC key: from LEADS_FORM_SECRET, else from REVALIDATE_SECRET (which instances already
 * share), each hashed with a purpose so the webhook's secret is never used as is; else this process's own.
 */
export function fillTimeKey(): Buffer {
  const secret = site.leads.formSecret ?? site.revalidateSecret;
  key ??= secret ? createHmac('sha256', secret).update('lead-fill-time').digest() : randomBytes(32);
  return key;
}
