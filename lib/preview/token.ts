// Preview links' tokens, signed by the content API and checked by the site and the content API alike (one module:
// the content API imports it from ../lib). A token names one record and when it stops working; the secret both
// sides share (PREVIEW_SECRET) signs it, so rotating the secret revokes every link at once.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The records a preview link can open: each has a page of its own (openings: the openings page). */
export const PREVIEW_TYPES = ['blog', 'event', 'service', 'category', 'opening'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export const PREVIEW_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Longer than any token this module signs (type, a 200-character slug, the expiry, the signature). */
export const PREVIEW_TOKEN_MAX = 320;

const VERSION = 'p1';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 200;
const EXPIRY = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export interface PreviewGrant {
  type: PreviewType;
  slug: string;
  expiresAt: Date;
}

export type PreviewCheck =
  | { ok: true; grant: PreviewGrant }
  /** `malformed`: not a token at all; `signature`: altered, or signed with another secret; `expired`: too old. */
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; grant?: PreviewGrant };

const isPreviewType = (value: string): value is PreviewType => (PREVIEW_TYPES as readonly string[]).includes(value);
const mac = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest();

/** `p1.<type>.<slug>.<expiry in Unix seconds>.<HMAC-SHA256 of the rest, base64url>`: readable in a log, unforgeable. */
export function signPreviewToken(grant: PreviewGrant, secret: string): string {
  if (!isPreviewType(grant.type) || grant.slug.length > SLUG_MAX || !SLUG.test(grant.slug))
    throw new Error(`cannot sign a preview token for ${grant.type} "${grant.slug}"`);
  const body = `${VERSION}.${grant.type}.${grant.slug}.${Math.floor(grant.expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

/** Checks the signature in constant time, then the expiry against `now`. */
export function verifyPreviewToken(token: string, secret: string, now: Date): PreviewCheck {
  if (token.length > PREVIEW_TOKEN_MAX) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 5) return { ok: false, reason: 'malformed' };
  const [version, type = '', slug = '', expiry = '', signature = ''] = parts;
  if (version !== VERSION || !isPreviewType(type) || slug.length > SLUG_MAX || !SLUG.test(slug))
    return { ok: false, reason: 'malformed' };
  if (!EXPIRY.test(expiry) || !SIGNATURE.test(signature)) return { ok: false, reason: 'malformed' };
  const expected = mac(parts.slice(0, 4).join('.'), secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const grant = { type, slug, expiresAt: new Date(Number(expiry) * 1000) };
  if (grant.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', grant };
  return { ok: true, grant };
}

/** Whether `token` is a live preview of exactly this record. */
export function previewAllows(
  token: string | undefined,
  record: { type: PreviewType; slug: string },
  secret: string | null | undefined,
  now: Date,
): boolean {
  if (!token || !secret) return false;
  const check = verifyPreviewToken(token, secret, now);
  return check.ok && check.grant.type === record.type && check.grant.slug === record.slug;
}
