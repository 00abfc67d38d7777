// Preview links' tokens, signed by the content API and checked by the site and the content API alike (both
// import this module from @site/shared). A token names one link (its row in the content API, which can revoke it),
// one record (its row id: another record later at the same slug is not it) and when it stops working; the secret
// both sides share (PREVIEW_SECRET) signs it, so rotating the secret still revokes every link at once.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The records a preview link can open: each has a page of its own (openings: the openings page). */
export const PREVIEW_TYPES = ['blog', 'event', 'service', 'category', 'opening'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export const PREVIEW_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Longer than any token this module signs (two ids, type, a 200-character slug, the expiry, the signature). */
export const PREVIEW_TOKEN_MAX = 320;

const VERSION = 'p2';
/** p1 tokens bound no record and no link: refused as not valid, so their holders are told to ask for a new one. */
const RETIRED_VERSION = 'p1';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 200;
/** A row id: a positive safe integer. */
const ID = /^[1-9]\d{0,14}$/;
const EXPIRY = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export interface PreviewGrant {
  /** The link's row in the content API (preview_links), which records whether it was revoked. */
  linkId: number;
  type: PreviewType;
  slug: string;
  /** The row id of the record the link was made for. */
  recordId: number;
  expiresAt: Date;
}

export type PreviewCheck =
  | { ok: true; grant: PreviewGrant }
  /** `malformed`: not a token at all; `signature`: altered, signed with another secret, or a p1 link; `expired`: too old. */
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; grant?: PreviewGrant };

const isPreviewType = (value: string): value is PreviewType => (PREVIEW_TYPES as readonly string[]).includes(value);
const mac = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest();

const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

/**
 * `p2.<link id>.<type>.<slug>.<record id>.<expiry in Unix seconds>.<HMAC-SHA256 of the rest, base64url>`: readable in
 * a log, unforgeable.
 */
export function signPreviewToken(grant: PreviewGrant, secret: string): string {
  if (!isPreviewType(grant.type) || grant.slug.length > SLUG_MAX || !SLUG.test(grant.slug))
    throw new Error(`cannot sign a preview token for ${grant.type} "${grant.slug}"`);
  if (!isId(grant.linkId) || !isId(grant.recordId))
    throw new Error(`cannot sign a preview token for link ${grant.linkId} of record ${grant.recordId}`);
  const expiry = Math.floor(grant.expiresAt.getTime() / 1000);
  const body = `${VERSION}.${grant.linkId}.${grant.type}.${grant.slug}.${grant.recordId}.${expiry}`;
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

/** Checks the length, then each part's shape, then the signature in constant time, then the expiry against `now`. */
export function verifyPreviewToken(token: string, secret: string, now: Date): PreviewCheck {
  if (token.length > PREVIEW_TOKEN_MAX) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts[0] === RETIRED_VERSION) return { ok: false, reason: 'signature' };
  if (parts.length !== 7) return { ok: false, reason: 'malformed' };
  const [version, linkId = '', type = '', slug = '', recordId = '', expiry = '', signature = ''] = parts;
  if (version !== VERSION || !isPreviewType(type) || slug.length > SLUG_MAX || !SLUG.test(slug))
    return { ok: false, reason: 'malformed' };
  if (!ID.test(linkId) || !ID.test(recordId) || !EXPIRY.test(expiry) || !SIGNATURE.test(signature))
    return { ok: false, reason: 'malformed' };
  const expected = mac(parts.slice(0, 6).join('.'), secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const grant = {
    linkId: Number(linkId),
    type,
    slug,
    recordId: Number(recordId),
    expiresAt: new Date(Number(expiry) * 1000),
  };
  if (grant.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', grant };
  return { ok: true, grant };
}

/** The request header that carries a preview token from the site's data layer to /api/v1. */
export const PREVIEW_HEADER = 'x-preview-token';
