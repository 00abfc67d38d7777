import 'server-only';
import {
  FAILED_AT_HEADER,
  LIVE_COPY_HEADER,
  LIVE_COPY_TOKEN_ENV,
  RENDERED_AT_HEADER,
} from '@/lib/staff/live-copy-headers.mjs';
import { instanceOrigin, requestOwnPage } from '@/lib/revalidate/re-render';

/**
 * The live copy of a page on this instance: `fresh` (served as it is), `stale` (marked for a re-render, which the
 * look itself started, as any visit does), `rendered-now` (there was none: the look rendered it), `missing` (the
 * page answers no 200), `per-visit` (a page rendered for each visit, so no copy is kept: /thank-you), or
 * `unknown` (a server that does not tell: next start, next dev).
 */
export interface LiveCopy {
  state: 'fresh' | 'stale' | 'rendered-now' | 'missing' | 'per-visit' | 'unknown';
  status: number;
  renderedAt: number | null;
  /** When Next last failed to re-render it and kept this copy. */
  failedAt: number | null;
}

const time = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** What the answer to the console's look says (`lookedAt`: when the look started). Pure. */
export function readLook(status: number, headers: Headers, lookedAt: number): LiveCopy {
  const renderedAt = time(headers.get(RENDERED_AT_HEADER));
  const failedAt = time(headers.get(FAILED_AT_HEADER));
  const cache = headers.get('x-nextjs-cache');
  if (status !== 200) return { state: 'missing', status, renderedAt: null, failedAt: null };
  if (cache === null) return { state: 'per-visit', status, renderedAt: null, failedAt: null };
  if (cache === 'MISS') return { state: 'rendered-now', status, renderedAt: lookedAt, failedAt: null };
  if (renderedAt === null || (cache !== 'HIT' && cache !== 'STALE'))
    return { state: 'unknown', status, renderedAt: null, failedAt: null };
  return { state: cache === 'HIT' ? 'fresh' : 'stale', status, renderedAt, failedAt };
}

/** Looks at the page on this instance with its live-copy token (answered by the cache handler Next loads). */
export async function lookAtLiveCopy(path: string): Promise<LiveCopy> {
  const origin = instanceOrigin();
  const token = process.env[LIVE_COPY_TOKEN_ENV];
  if (!origin || !token) return { state: 'unknown', status: 0, renderedAt: null, failedAt: null };
  const lookedAt = Date.now();
  try {
    const response = await requestOwnPage(origin, path, { [LIVE_COPY_HEADER]: token });
    return readLook(response.status, response.headers, lookedAt);
  } catch (error) {
    console.warn(`Could not look at the live copy of ${path}:`, error);
    return { state: 'unknown', status: 0, renderedAt: null, failedAt: null };
  }
}
