import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';

/** Garbage the content API can answer instead of a call's contract (content-api/src/admin/faults.ts). */
export type Garbage = 'html' | 'null' | 'wrong-types' | 'missing-arrays';

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
