import 'server-only';
import type { z } from 'zod';
import { site } from '@/lib/site';
import { ADMIN_WORDS, type AdminFailure } from './admin-words';

export type { AdminFailure } from './admin-words';

/** An admin API answer the console can use, or why not, in words a marketing manager can act on. */
export type AdminResult<T> =
  { ok: true; value: T } | { ok: false; failure: AdminFailure; message: string; conflict?: unknown };

export interface AdminClientConfig {
  /** The content API's origin (CONTENT_API_URL): the only place this client ever sends a request. */
  origin: string;
  /** CONTENT_ADMIN_TOKEN; without it nothing is sent. */
  token: string | undefined;
  timeoutMs: number;
}

export interface AdminCall<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path segments under /admin/, each encoded on its own: ['preview-links', '42']. */
  path: readonly string[];
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** Sent as it is instead of JSON (an upload's bytes); the CMS reads what it is from the bytes themselves. */
  file?: Blob;
  /** Beside the token and content type: the version a save started from, who saves. */
  headers?: Record<string, string>;
  schema: S;
  /** What a 404 means: the CMS lacks the feature (a list), or the API's own refusal (a record or link not found). */
  notFound: 'unsupported' | 'refused';
}

const failed = <T>(failure: AdminFailure, detail?: string | number): AdminResult<T> => ({
  ok: false,
  failure,
  message: ADMIN_WORDS[failure](detail),
});

/** The URL of an admin call on `origin`, or null when a segment would step out of /admin/ or off the origin. */
export function adminUrl(origin: string, path: readonly string[], query: AdminCall<z.ZodType>['query'] = {}) {
  if (path.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const base = new URL(origin);
  const url = new URL(`/admin/${path.map(encodeURIComponent).join('/')}`, base);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
  return url.origin === base.origin && url.pathname.startsWith('/admin/') ? url : null;
}

/** The `{"error": …}` text of a refusal, bounded, or null; and the `current` record a 409 may carry, unchecked. */
async function refusalOf(response: Response): Promise<{ text: string | null; current?: unknown }> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; current?: unknown } | null;
  return { text: typeof body?.error === 'string' ? body.error.slice(0, 500) : null, current: body?.current };
}

async function answerOf<S extends z.ZodType>(
  response: Response,
  call: AdminCall<S>,
): Promise<AdminResult<z.output<S>>> {
  if (response.ok) {
    const parsed = call.schema.safeParse(await response.json().catch(() => undefined));
    return parsed.success ? { ok: true, value: parsed.data } : failed('malformed');
  }
  const status = response.status;
  if (status === 401 || status === 403) return failed('token-refused');
  if (status === 404 && call.notFound === 'unsupported') return failed('unsupported');
  if (status >= 400 && status < 500 && status !== 429) {
    const refusal = await refusalOf(response);
    if (refusal.text === null) return failed('server', status);
    // A stale save's refusal carries the record as it now is, for the editor to show beside what was typed.
    const conflict = status === 409 ? refusal.current : undefined;
    return { ok: false, failure: 'refused', message: refusal.text, ...(conflict === undefined ? {} : { conflict }) };
  }
  return failed('server', status);
}

/** Calls the CMS's admin API from the server: the configured origin only, with the token, a timeout, no redirects. */
export async function adminRequest<S extends z.ZodType>(
  config: AdminClientConfig,
  call: AdminCall<S>,
): Promise<AdminResult<z.output<S>>> {
  if (!config.token) return failed('not-configured');
  const url = adminUrl(config.origin, call.path, call.query);
  if (url === null) return failed('refused-path');
  const headers: Record<string, string> = {
    ...call.headers,
    accept: 'application/json',
    authorization: `Bearer ${config.token}`,
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.file) headers['content-type'] = 'application/octet-stream';
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? 'GET',
      headers,
      body: call.file ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
      // A redirect from the CMS is an answer to report, never a hop to another host with the token.
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    console.error(`admin API ${call.method ?? 'GET'} ${url.pathname}: ${(error as Error).message}`);
    return timedOut ? failed('timeout', config.timeoutMs) : failed('unreachable');
  }
  return answerOf(response, call);
}

/** The site's own admin client: CONTENT_API_URL, CONTENT_ADMIN_TOKEN and the site's timeout. */
export const siteAdminConfig = (): AdminClientConfig => ({
  origin: site.contentApiUrl,
  token: site.contentAdminToken,
  timeoutMs: site.contentApiTimeoutMs,
});
