// Tokens signed with the staff secret, each bound to one purpose: the key is derived per purpose (HKDF) and the
// purpose is inside what is signed, so a token made for one use is refused for any other.
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Longer than any token this module makes; checked before any pattern runs. */
export const MAX_TOKEN_LENGTH = 1_024;
const SHAPE = /^v1\.([A-Za-z0-9_-]{1,900})\.([A-Za-z0-9_-]{43})$/;

export type TokenRefusal = 'malformed' | 'tampered' | 'wrong-purpose' | 'expired';
export type TokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: TokenRefusal };

const keyFor = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'staff-console', `token:${purpose}`, 32));
const mac = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', keyFor(secret, purpose)).update(`${purpose}.${body}`).digest('base64url');
const digest = (value: string) => createHash('sha256').update(value).digest();
/** Constant-time and length-blind, as the webhook's bearer check. */
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** `v1.<claims>.<signature>`; the claims carry `purpose` and `exp` (epoch ms). */
export function signToken(secret: string, purpose: string, claims: object, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ ...claims, purpose, exp: expiresAt })).toString('base64url');
  return `v1.${body}.${mac(secret, purpose, body)}`;
}

/** The claims of a token made for `purpose` by signToken with `secret`, or why it is refused. */
export function verifyToken<T extends object>(
  secret: string,
  purpose: string,
  token: string,
  now: number = Date.now(),
): TokenCheck<T> {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const [, body = '', signature = ''] = SHAPE.exec(token) ?? [];
  if (!body) return { ok: false, reason: 'malformed' };
  if (!sameText(signature, mac(secret, purpose, body))) {
    // Signed for another purpose with the same secret: say so, since that is a link used in the wrong place.
    const claimed = parseClaims(body)?.purpose;
    const other = typeof claimed === 'string' && claimed !== purpose && claimed.length <= 64 ? claimed : null;
    return { ok: false, reason: other && sameText(signature, mac(secret, other, body)) ? 'wrong-purpose' : 'tampered' };
  }
  const claims = parseClaims(body);
  if (!claims || claims.purpose !== purpose || typeof claims.exp !== 'number')
    return { ok: false, reason: 'malformed' };
  if (claims.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as T };
}

function parseClaims(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
