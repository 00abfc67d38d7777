// The minimum fill time (issue 18, section 3): when JavaScript runs, the form asks the server for a signed
// timestamp on the first keystroke; a lead sent sooner than a person could type it is stored as rejected.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Three seconds: the shortest form (the quote, four fields) takes a person well over that; a script, milliseconds. */
export const MIN_FILL_MS = 3_000;

/** A token older than this no longer verifies: one harvested token is not a pass for ever. */
export const FILL_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

export type FillCheck = { startedAt: number } | { invalid: 'malformed' | 'signature' | 'expired' };

const mac = (key: Buffer, startedAt: number) =>
  createHmac('sha256', key).update(`lead-started:${startedAt}`).digest('base64url');

/** `<milliseconds>.<HMAC-SHA256 of them>`: the time the visitor started, which only the server can vouch for. */
export function signStart(key: Buffer, startedAt: number): string {
  return `${startedAt}.${mac(key, startedAt)}`;
}

export function verifyStart(key: Buffer, token: string, now: number): FillCheck {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return { invalid: 'malformed' };
  const startedAt = Number(match[1]);
  const expected = Buffer.from(mac(key, startedAt));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) return { invalid: 'signature' };
  return now - startedAt > FILL_TOKEN_MAX_AGE_MS ? { invalid: 'expired' } : { startedAt };
}

/**
 * 'too-fast' when a token the server signed says the form was sent under MIN_FILL_MS after its first input.
 * No token (no JavaScript) or one that does not verify is no check at all: the visitor may have kept the page
 * open across a change of secret, and a bot can leave the token out anyway, so refusing it would only catch people.
 */
export function fillTimeVerdict(key: Buffer, token: string, now: number): 'too-fast' | undefined {
  if (!token) return undefined;
  const check = verifyStart(key, token, now);
  return 'startedAt' in check && now - check.startedAt < MIN_FILL_MS ? 'too-fast' : undefined;
}
