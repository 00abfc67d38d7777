import 'server-only';
// The spam checks every lead form runs after its own rules, and the storing that follows them. A lead that fails
// one is still stored, as rejected with the reason, and thanked like any other: a bot learns nothing, staff can
// release it; one held for review (a fast send, lib/leads/lead.ts) raises its alerts as any lead does. A flood's posts (honeypot, rate limit) are kept small: a few an hour per address,
// each field cut, the rest only counted, so no stranger can fill the disk that every later lead needs (docs/leads.md).
import { timingSafeEqual } from 'node:crypto';
import { headers } from 'next/headers';
import { raiseAlertsFor } from '@/lib/alerts/runtime';
import { clientAddress, limitKeyOf } from '@/lib/client-address';
import { keyedHash, purposeKey } from '@/lib/leads/keyed-hash';
import { captureLead, countRejected } from '@/lib/leads/runtime';
import { leadQueue } from '@/lib/leads/runtime';
import { REVIEW_REASONS, type NewLead } from '@/lib/leads/lead';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { site } from '@/lib/site';
import { floodRecord } from './flood-record';
import { HONEYPOT_FIELD, MIN_FILL_MS } from './state';

// The honeypot: a field people never see or reach, which form-filling bots fill.

/** Whether any value was posted in the honeypot (it is never stored or forwarded: no form defines it). */
export const honeypotFilled = (form: FormData): boolean => form.getAll(HONEYPOT_FIELD).some((value) => value !== '');

// Keys: from LEADS_FORM_SECRET, else from REVALIDATE_SECRET (which instances already share), each hashed with its
// purpose so the webhook's secret is never used as is; else this process's own.

type Purpose = 'lead-fill-time' | 'lead-address';
const leadKey = (purpose: Purpose): Buffer => purposeKey(site.leads.formSecret ?? site.revalidateSecret, purpose);

/** Signs the time a visitor's page loaded. */
export const fillTimeKey = (): Buffer => leadKey('lead-fill-time');

/** A client's address (an IPv6 one's /64, as the limit counts it) hashed: floods are counted without storing it. */
const addressHash = (address: string): string => keyedHash(leadKey('lead-address'), limitKeyOf(address)).slice(0, 22);

// The minimum fill time: when JavaScript runs, the form asks the server for a signed timestamp as the page loads
// (app/api/leads/started); a lead sent sooner is held for review.

/** A token older than this no longer verifies: one harvested token is not a pass for ever. */
export const FILL_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

export type FillCheck = { startedAt: number } | { invalid: 'malformed' | 'signature' | 'expired' };

const mac = (key: Buffer, startedAt: number) => keyedHash(key, `lead-started:${startedAt}`);

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
 * 'too-fast' when a token the server signed says the form was sent under MIN_FILL_MS after its page loaded.
 * No token (no JavaScript) or one that does not verify is no check at all: the visitor may have kept the page
 * open across a change of secret, and a bot can leave the token out anyway, so refusing it would only catch people.
 */
export function fillTimeVerdict(key: Buffer, token: string, now: number): 'too-fast' | undefined {
  if (!token) return undefined;
  const check = verifyStart(key, token, now);
  return 'startedAt' in check && now - check.startedAt < MIN_FILL_MS ? 'too-fast' : undefined;
}

// reCAPTCHA v3.

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's suggested cut-off between people and bots for v3 scores. */
export const RECAPTCHA_MIN_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 5_000;

interface VerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

/** Whether Google vouches for the token: success, a human-enough score, our action and our host. */
export function acceptsAnswer(answer: VerifyAnswer, expected: { action: string; hostname: string }): boolean {
  return (
    answer.success === true &&
    (answer.score ?? 0) >= RECAPTCHA_MIN_SCORE &&
    answer.action === expected.action &&
    answer.hostname === expected.hostname
  );
}

/** Verifies a reCAPTCHA v3 token with Google; any failure to verify counts as a refusal. */
async function verifyRecaptcha(secret: string, token: string, action: string): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await fetch(VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) return false;
    return acceptsAnswer((await response.json()) as VerifyAnswer, { action, hostname: new URL(site.siteUrl).hostname });
  } catch (error) {
    console.error('reCAPTCHA verification failed', error);
    return false;
  }
}

/** Whether a submission passes reCAPTCHA as configured: no keys, nothing to verify; a site key alone fails closed. */
async function passesRecaptcha(token: string, action: string): Promise<boolean> {
  const { siteKey, secretKey: secret } = site.recaptcha;
  // The production server refuses to start with one key alone.
  if (!secret) return !siteKey;
  return verifyRecaptcha(secret, token, action);
}

// The screening, in order.

/** 10 leads in 10 minutes per address: an office behind one NAT sends a few a day; a script sends hundreds. */
const LEAD_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
const perAddress = createRateLimiter(LEAD_RATE_LIMIT);

/** Why a lead is refused. The first two catch floods and form-filling machines, so what they keep is bounded. */
export type SpamReason = 'honeypot' | 'rate-limit' | 'too-fast' | 'recaptcha';
const isFlood = (reason: SpamReason | undefined) => reason === 'honeypot' || reason === 'rate-limit';

export interface Submission {
  /** Whether the honeypot holds anything. */
  trapped: boolean;
  /** The signed start time, '' without JavaScript. */
  fillToken: string;
  recaptchaToken: string;
  recaptchaAction: string;
}

interface Screening {
  reason?: SpamReason;
  /** The client's address as a keyed hash, never the address itself. */
  address: string;
}

/**
 * Why the lead is spam, or no reason; every submission counts against its address. The honeypot and the rate limit
 * come first: a flood that also sends too fast is still a flood, and is kept as little as one.
 */
async function screenSubmission({ trapped, fillToken, recaptchaToken, recaptchaAction }: Submission) {
  const address = clientAddress(await headers());
  const limited = perAddress.hit(address) !== null;
  const screening = (reason?: SpamReason): Screening => ({ address: addressHash(address), ...(reason && { reason }) });
  if (trapped) return screening('honeypot');
  if (limited) return screening('rate-limit');
  if (fillTimeVerdict(fillTimeKey(), fillToken, Date.now())) return screening('too-fast');
  return screening((await passesRecaptcha(recaptchaToken, recaptchaAction)) ? undefined : 'recaptcha');
}

/**
 * A flood keeps this many records per address and hour: enough to see what it sends and to release a person caught
 * in it. Each is a commit of a few pages to the journal's WAL, however small, so the rest are only counted.
 */
const FLOOD_RECORDS_PER_HOUR = 5;

/** A held lead's alerts; a failure is logged, never the visitor's: the lead is stored and the inbox shows it. */
async function alertHeld(id: string) {
  try {
    const stored = await leadQueue().get(id);
    if (stored) await raiseAlertsFor(stored);
  } catch (error) {
    console.error(`Lead ${id} is held for review, but its alerts could not be queued`, error);
  }
}

/** Screens and stores the lead; throws only when it could not be stored (the visitor is then asked to try again). */
export async function screenAndStore(lead: Omit<NewLead, 'id' | 'rejectedFor'>, submission: Submission) {
  const { reason, address } = await screenSubmission(submission);
  if (!isFlood(reason)) {
    const id = await captureLead({ ...lead, ...(reason && { rejectedFor: reason }) });
    if (reason && REVIEW_REASONS.includes(reason)) await alertHeld(id);
    return;
  }
  if (countRejected(address) > FLOOD_RECORDS_PER_HOUR) return;
  await captureLead({ ...floodRecord(lead), rejectedFor: reason });
}
