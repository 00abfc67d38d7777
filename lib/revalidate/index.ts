import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { assertContentApiAnswers } from '@/lib/api';
import { site } from '@/lib/site';
import { bearerMatches } from './bearer';
import { blogNeighbourSlugs } from './neighbours';
import { createRateLimiter } from './rate-limit';
import { parseRevalidateRequest, type RevalidateRequest } from './request';
import { tagsToRevalidate } from './tags';
import { pathsToWarm, warm } from './warm';

const MAX_BODY_BYTES = 4_096;
const limiter = createRateLimiter({ limit: 120, windowMs: 60_000 });

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

function clientOf(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'unknown';
}

/** Checks the backend (and, for posts, finds the neighbours) before expiring anything. */
async function affectedNeighbours(change: RevalidateRequest): Promise<string[]> {
  if (change.type === 'blog') return blogNeighbourSlugs(change);
  await assertContentApiAnswers();
  return [];
}

/**
 * POST /api/revalidate: authenticates the publish hook, maps the change to cache tags and expires
 * them so the next visitor gets fresh HTML. When the content API does not answer, nothing is
 * expired (the last good pages stay) and a 503 asks the sender to retry. An expired page has no
 * stale copy to fall back on, so the pages the change touches are re-rendered right away, while
 * the content API is known to answer, rather than by a visitor who might meet an outage.
 */
export async function revalidate(request: Request): Promise<Response> {
  const retryAfter = limiter.hit(clientOf(request));
  if (retryAfter !== null)
    return answer(429, { error: 'too many revalidation calls; retry later' }, { 'retry-after': String(retryAfter) });

  const query = new URL(request.url).searchParams;
  if (query.has('secret') || query.has('token')) {
    return answer(401, { error: 'send the secret in the Authorization header, never in the URL' });
  }
  if (!site.revalidateSecret) return answer(401, { error: 'revalidation is disabled: REVALIDATE_SECRET is not set' });
  if (!bearerMatches(request.headers.get('authorization'), site.revalidateSecret)) {
    return answer(401, { error: 'missing or wrong bearer secret' });
  }

  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return answer(400, { error: `the body is over ${MAX_BODY_BYTES} bytes` });
  const parsed = parseRevalidateRequest(body);
  if (!parsed.ok) return answer(400, { error: parsed.error });

  let neighbours: string[];
  try {
    neighbours = await affectedNeighbours(parsed.value);
  } catch (error) {
    console.error('Revalidation postponed: the content API did not answer.', error);
    return answer(
      503,
      { error: 'the content API did not answer; nothing was revalidated, retry later' },
      { 'retry-after': '5' },
    );
  }

  const tags = tagsToRevalidate(parsed.value, neighbours);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  const origin = new URL(request.url).origin;
  after(() => warm(origin, pathsToWarm(parsed.value, neighbours)));
  return answer(200, { revalidated: tags });
}
