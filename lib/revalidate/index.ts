import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { clientOf } from '@/lib/client-address';
import { site } from '@/lib/site';
import { bearerMatches } from './bearer';
import { planRevalidation, type RevalidationPlan } from './plan';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { readBounded } from './read-bounded';
import { parseRevalidateRequest } from './request';
import { refreshEdges } from './edge-refresh';
import { ownOrigin, warm } from './warm';
const MAX_BODY_BYTES = 16_384;
// Failed attempts only: a caller with the secret is never refused, so a stranger cannot lock the CMS out.
const failures = createRateLimiter({ limit: 20, windowMs: 60_000 });

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** Why the call is not authenticated, or null when it is. */
function refusal(request: Request, secret: string): string | null {
  const query = new URL(request.url).searchParams;
  if (query.has('secret') || query.has('token')) return 'send the secret in the Authorization header, never in the URL';
  if (!secret) return 'revalidation is disabled: REVALIDATE_SECRET is not set';
  if (!bearerMatches(request.headers.get('authorization'), secret)) return 'missing or wrong bearer secret';
  return null;
}

function apply(plan: RevalidationPlan) {
  for (const tag of plan.stale) revalidateTag(tag, 'max');
  for (const tag of plan.expire) revalidateTag(tag, { expire: 0 });
}

/**
 * POST /api/revalidate: authenticates the publish hook and maps the change to cache tags through the
 * content-type registry. Tags are marked stale ('max'), never expired, so a page always keeps its
 * last good copy: if the content API dies before the re-render, visitors still get that copy. Only
 * the pages of records that no longer exist are expired outright. The pages the change touches are
 * then re-rendered at once, so their next visitor gets fresh HTML. A render already under way when the
 * call came is stamped with its start by the cache handler (next-glue/cache-handler/render-start-stamps.mjs),
 * so it never passes as fresh. Each re-rendered page then replaces its copy on the edges (edge-refresh.ts). When the content API does not answer, nothing is touched and a 503 asks
 * the sender to retry.
 */
export async function revalidate(request: Request): Promise<Response> {
  // Authenticate first; only a failure counts towards the caller's limit.
  const secret = site.revalidateSecret ?? '';
  const refused = refusal(request, secret);
  if (refused) {
    const retryAfter = failures.hit(clientOf(request));
    if (retryAfter !== null)
      return answer(429, { error: 'too many failed attempts; retry later' }, { 'retry-after': String(retryAfter) });
    return answer(401, { error: refused });
  }

  const body = await readBounded(request, MAX_BODY_BYTES);
  if (body === null) return answer(413, { error: `the body is over ${MAX_BODY_BYTES} bytes` });
  const origin = ownOrigin(request);

  const parsed = parseRevalidateRequest(body);
  if (!parsed.ok) return answer(400, { error: parsed.error });

  let plan: RevalidationPlan;
  try {
    plan = await planRevalidation(parsed.value);
  } catch (error) {
    console.error('Revalidation postponed: the content API did not answer.', error);
    return answer(
      503,
      { error: 'the content API did not answer; nothing was revalidated, retry later' },
      { 'retry-after': '5' },
    );
  }

  apply(plan);
  const edges = site.edgeRefreshOrigins;
  after(() => warm(origin, plan.warm, (path) => refreshEdges(edges, site.siteUrl, path)));
  return answer(200, { revalidated: plan.stale, expired: plan.expire });
}
