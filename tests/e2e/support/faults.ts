import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';

/** Garbage the content API can answer instead of a call's contract (content-api/src/admin/faults.ts). */
export type Garbage = 'html' | 'null' | 'wrong-types' | 'missing-arrays';

/** Where the site delivers leads: the CRM stand-in, and the content API's quote call. */
const DELIVERY_CALLS = ['web-to-lead', 'service-form-submit-action'];

async function faults(method: 'PUT' | 'DELETE' | 'GET', body?: object): Promise<{ faults: object[] }> {
  const response = await fetch(`${E2E_URLS.api}/admin/faults`, {
    method,
    headers: { authorization: `Bearer ${E2E.adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} /admin/faults: ${response.status} ${await response.text()}`);
  return (await response.json()) as { faults: object[] };
}

/** Makes the e2e content API answer `call` (for one slug) with garbage and a 200, until `clearFaults()`. */
export const injectFault = (call: string, slug: string, answer: Garbage) => faults('PUT', { call, slug, answer });

/**
 * Makes the e2e content API hold its `nth` answer from now to `call` for `slug` (1 is the next) `delayMs` after
 * reading it; the others are not held, and the fault is gone once it has held one.
 */
export const slowDownNth = (call: string, slug: string, delayMs: number, nth: number) =>
  faults('PUT', { call, slug, answer: 'slow', delayMs, nth });

/** The faults still set. */
export const faultsLeft = async () => (await faults('GET')).faults;

export const clearFaults = () => faults('DELETE');

/** Makes the CRM stand-in and the quote call answer 503 (an outage of both), until another fault replaces it. */
export async function makeDeliveriesUnavailable() {
  for (const call of DELIVERY_CALLS) await faults('PUT', { call, answer: 'unavailable' });
}

/**
 * Makes the CRM stand-in and the quote call store each lead at once and answer `delayMs` later (at most 5 s), until
 * `clearFaults()`: a site crashed meanwhile has sent a lead it never heard was taken.
 */
export async function holdDeliveryAnswers(delayMs: number) {
  for (const call of DELIVERY_CALLS) await faults('PUT', { call, answer: 'slow', delayMs });
}
