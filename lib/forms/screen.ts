import 'server-only';
// The spam checks every lead form runs after its own rules (issue 18, section 3). A lead that fails one is still
// stored, as rejected with the reason, and thanked like any other: a bot learns nothing, staff can release it.
import { headers } from 'next/headers';
import { clientAddress } from '@/lib/client-address';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { fillTimeKey } from './fill-key';
import { fillTimeVerdict } from './fill-time';
import { passesRecaptcha } from './recaptcha-gate';

/** 10 leads in 10 minutes per address: an office behind one NAT sends a few a day; a script sends hundreds. */
export const LEAD_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
const perAddress = createRateLimiter(LEAD_RATE_LIMIT);

export interface Submission {
  /** The honeypot's verdict (lib/forms/honeypot.ts). */
  trapped?: string;
  /** The signed start time, '' without JavaScript. */
  fillToken: string;
  recaptchaToken: string;
  recaptchaAction: string;
}

/** Why the lead is spam (honeypot, too-fast, rate-limit, recaptcha), or undefined. Every submission counts. */
export async function spamReason({ trapped, fillToken, recaptchaToken, recaptchaAction }: Submission) {
  const limited = perAddress.hit(clientAddress(await headers())) !== null;
  const reason = trapped ?? fillTimeVerdict(fillTimeKey(), fillToken, Date.now()) ?? (limited ? 'rate-limit' : null);
  if (reason) return reason;
  return (await passesRecaptcha(recaptchaToken, recaptchaAction)) ? undefined : 'recaptcha';
}
