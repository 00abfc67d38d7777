import 'server-only';
import type * as z from 'zod/mini';
import { oneRecordTag } from '@/lib/api/one-record-answers.mjs';
import { activePreviewToken } from '@/lib/preview/request';
import { PREVIEW_HEADER } from '@site/shared/preview-token';
import { site } from '@/lib/site';
import { ApiError } from './errors';
import { parseAnswer, readJson } from './parse';
import { TAGS } from './tags';

type Params = Record<string, string | number | undefined>;

interface GetOptions<S extends z.ZodMiniType> {
  schema: S;
  /**
   * Always the same tags for the same URL: Next re-stamps a cached answer read with a new tag set
   * as fresh, so one URL under two tag sets would make a stale answer look fresh after a revalidation.
   */
  tags: readonly string[];
  params?: Params;
  /**
   * A record looked up by a slug anyone can send, and where the answer holds it (a dotted path, '' for the answer
   * itself): the cache handler keeps the answer only if it carries the record.
   */
  oneRecord?: string;
  /** Skip the data cache: the revalidation webhook needs the backend's state now, not the cached one. */
  fresh?: boolean;
}

export function apiUrl(call: string, params: Params = {}): string {
  const url = new URL(`/api/v1/${call}`, site.contentApiUrl);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** One request to the content API with the site's timeout; network failures and timeouts become an ApiError. */
export async function send(call: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(site.contentApiTimeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const detail = timedOut ? `no answer within ${site.contentApiTimeoutMs} ms` : (error as Error).message;
    throw new ApiError(timedOut ? 'timeout' : 'network', call, `${detail} (${url})`);
  }
}

/** A cached, tagged GET of one `/api/v1` call, validated and reshaped by its schema. */
export async function apiGet<S extends z.ZodMiniType>(call: string, options: GetOptions<S>): Promise<z.output<S>> {
  const url = apiUrl(call, options.params);
  // Draft mode reads past every cache with the preview link's token: a draft never lands in the data cache.
  const preview = await activePreviewToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (preview) headers[PREVIEW_HEADER] = preview;
  const caching: RequestInit =
    options.fresh || preview
      ? { cache: 'no-store' }
      : {
          cache: 'force-cache',
          next: {
            tags: [
              ...options.tags,
              TAGS.all,
              ...(options.oneRecord === undefined ? [] : [oneRecordTag(options.oneRecord)]),
            ],
          },
        };
  try {
    const response = await send(call, url, { headers, ...caching });
    if (!response.ok) throw new ApiError('status', call, `HTTP ${response.status} from ${url}`, response.status);
    return parseAnswer(call, url, options.schema, await readJson(call, url, response));
  } catch (error) {
    // One log line per failed call naming it and its URL (so the slug), whatever Next logs around the page.
    console.error(error instanceof Error ? error.message : error);
    throw error;
  }
}

/** An uncached GET whose JSON goes to the browser as the content API wrote it (the browser validates it). */
export async function apiRelay(call: string, params: Params): Promise<Response> {
  const url = apiUrl(call, params);
  const response = await send(call, url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new ApiError('status', call, `HTTP ${response.status} from ${url}`, response.status);
  return new Response(await response.text(), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
