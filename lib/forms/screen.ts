import 'server-only';
// The spam checks every lead form runs after its own rules (issue 18, section 3). A lead that fails one is still
// stored, as rejected with the reason, and thanked like any other: a bot learns nothing, staff can release it.
import { headers } from 'next/headers';
import { clientAddress } from '@/lib/client-address';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { addressHash, fillTimeKey } from './fill-key';
import { fillTimeVerdict } from './fill-time';
import { passesRecaptcha } from './recaptcha-gate';

/** 10 leads in 10 minutes per address: an office behind one NAT sends a few a day; a script sends hundreds. */
export const LEAD_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
const perAddress = createRateLimiter(LEAD_RATE_LIMIT);

/** Why a lead is refused. The first two catch floods and form-filling machines, so what they keep is bounded. */
export type SpamReason = 'honeypot' | 'rate-limit' | 'too-fast' | 'recaptcha';
export const isFlood = (reason: SpamReason | undefined) => reason === 'honeypot' || reason === 'rate-limit';

export interface Submission {
  /** Whether the honeypot holds anything (lib/forms/honeypot.ts). */
  trapped: boolean;
  /** The signed start time, '' without JavaScript. */
  fillToken: string;
  recaptchaToken: string;
  recaptchaAction: string;
}

export interface Screening {
  reason?: SpamReason;
  /** The client's address as a keyed hash (fill-key.ts), never the address itself. */
  address: string;
}

/**
 * Why the lead is spam, or no reason; every submission counts against its address. The honeypot and the rate limit
 * come first: a flood that also sends too fast is still a flood, and is kept as little as one.
 */
export async function screenSubmission({ trapped, fillToken, recaptchaToken, recaptchaAction }: Submission) {
  const address = clientAddress(await headers());
  const limited = perAddress.hit(address) !== null;
  const screening = (reason?: SpamReason): Screening => ({ address: addressHash(address), ...(reason && { reason }) });
  if (trapped) return screening('honeypot');
  if (limited) return screening('rate-limit');
  if (fillTimeVerdict(fillTimeKey(), fillToken, Date.now())) return screening('too-fast');
  return screening((await passesRecaptcha(recaptchaToken, recaptchaAction)) ? undefined : 'recaptcha');
}
