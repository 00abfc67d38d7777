import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';

/** Reads a call straight from the e2e content API, to compare the site against its source. */
export async function fromApi<T>(call: string, params: Record<string, string> = {}): Promise<T> {
  const url = new URL(`/api/v1/${call}`, E2E_URLS.api);
  Object.entries(params).forEach(([key, value]) => url.searchParams.set(key, value));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${call} answered ${response.status}`);
  return (await response.json()) as T;
}

export const adminHeaders = { authorization: `Bearer ${E2E.adminToken}`, 'content-type': 'application/json' };
