// Preview links' tokens, signed by the content API and checked by the site and the content API alike (both
// import this module from @site/shared). A token names one link (its row in the content API, which can revoke it,
// and which names the one record it opens) by its id and a random key no other link is ever given, not even by a
// new database that hands out the same ids again; and when it stops working. The secret both sides share
// (PREVIEW_SECRET) signs it, so rotating the secret still revokes every link at once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PREVIEW_TYPES, type PreviewType } from './content-types.ts';

export { PREVIEW_TYPES, type PreviewType };

export const PREVIEW_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Longer than any token this module signs (an id, a key, type, a 200-character slug, the expiry, the signature). */
export const PREVIEW_TOKEN_MAX = 320;

const VERSION = 'p3';
/** p1 bound no record, p2 bound row ids a new database hands out again: refused as not valid (ask for a new link). */
const RETIRED_VERSIONS = ['p1', 'p2'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 200;
/** A row id: a positive safe integer. */
const ID = /^[1-9]\d{0,14}$/;
/** 128 random bits, base64url. */
const KEY = /^[A-Za-z0-9_-]{22}$/;
const EXPIRY = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** A new key no other link or record will be given (128 random bits), as a token carries it. */
export const newPreviewKey = (): string => randomBytes(16).toString('base64url');

export interface PreviewGrant {
  /** The link's row in the content API (preview_links), which records its record and whether it was revoked. */
  linkId: number;
  /** The random key of that row: a row of another database at the same id has another. */
  linkKey: string;
  type: PreviewType;
  slug: string;
  expiresAt: Date;
}

export type PreviewCheck =
  | { ok: true; grant: PreviewGrant }
  /** `malformed`: not a token at all; `signature`: altered, signed with another secret, or a retired version; `expired`: too old. */
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; grant?: PreviewGrant };

const isPreviewType = (value: string): value is PreviewType => (PREVIEW_TYPES as readonly string[]).includes(value);
const mac = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest();

const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

/**
 * `p3.<link id>.<link key>.<type>.<slug>.<expiry in Unix seconds>.<HMAC-SHA256 of the rest, base64url>`: readable
 * in a log, unforgeable.
 */
export function signPreviewToken(grant: PreviewGrant, secret: string): string {
  if (!isPreviewType(grant.type) || grant.slug.length > SLUG_MAX || !SLUG.test(grant.slug))
    throw new Error(`cannot sign a preview token for ${grant.type} "${grant.slug}"`);
  if (!isId(grant.linkId) || !KEY.test(grant.linkKey))
    throw new Error(`cannot sign a preview token for link ${grant.linkId} without its key`);
  const expiry = Math.floor(grant.expiresAt.getTime() / 1000);
  const body = `${VERSION}.${grant.linkId}.${grant.linkKey}.${grant.type}.${grant.slug}.${expiry}`;
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

/** Checks the length, then each part's shape, then the signature in constant time, then the expiry against `now`. */
export function verifyPreviewToken(token: string, secret: string, now: Date): PreviewCheck {
  if (token.length > PREVIEW_TOKEN_MAX) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (RETIRED_VERSIONS.includes(parts[0]!)) return { ok: false, reason: 'signature' };
  if (parts.length !== 7) return { ok: false, reason: 'malformed' };
  const [version, linkId = '', linkKey = '', type = '', slug = '', expiry = '', signature = ''] = parts;
  if (version !== VERSION || !isPreviewType(type) || slug.length > SLUG_MAX || !SLUG.test(slug))
    return { ok: false, reason: 'malformed' };
  if (!ID.test(linkId) || !KEY.test(linkKey) || !EXPIRY.test(expiry) || !SIGNATURE.test(signature))
    return { ok: false, reason: 'malformed' };
  const expected = mac(parts.slice(0, 6).join('.'), secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const grant = { linkId: Number(linkId), linkKey, type, slug, expiresAt: new Date(Number(expiry) * 1000) };
  if (grant.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', grant };
  return { ok: true, grant };
}

/** The request header that carries a preview token from the site's data layer to /api/v1. */
export const PREVIEW_HEADER = 'x-preview-token';
