import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { clientOf } from '@/lib/client-address';
import { site } from '@/lib/site';
import { bearerMatches } from './bearer';
import { planRevalidation, type RevalidationPlan } from './plan';
import { createRateLimiter } from './rate-limit';
import { parseRevalidateRequest } from './request';
import { parseSecondPass, SECOND_PASS_HEADER, warmThenConfirm } from './second-pass';
import { warm } from './warm';
const MAX_BODY_BYTES = 16_384;
const limiter = createRateLimiter({ limit: 120, windowMs: 60_000 });

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
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
 * then re-rendered at once, so their next visitor gets fresh HTML, and the change is sent once more
 * (second-pass.ts) to catch renders that were already under way. When the content API does not
 * answer, nothing is touched and a 503 asks the sender to retry.
 */
export async function revalidate(request: Request): Promise<Response> {
  const secondPass = request.headers.get(SECOND_PASS_HEADER) === '2';
  // The site's own follow-up call skips the rate limit, but only with the right secret.
  const secret = site.revalidateSecret;
  const ownFollowUp = secondPass && !!secret && bearerMatches(request.headers.get('authorization'), secret);
  const retryAfter = ownFollowUp ? null : limiter.hit(clientOf(request));
  if (retryAfter !== null)
    return answer(429, { error: 'too many revalidation calls; retry later' }, { 'retry-after': String(retryAfter) });

  const query = new URL(request.url).searchParams;
  if (query.has('secret') || query.has('token')) {
    return answer(401, { error: 'send the secret in the Authorization header, never in the URL' });
  }
  if (!secret) return answer(401, { error: 'revalidation is disabled: REVALIDATE_SECRET is not set' });
  if (!bearerMatches(request.headers.get('authorization'), secret)) {
    return answer(401, { error: 'missing or wrong bearer secret' });
  }

  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return answer(400, { error: `the body is over ${MAX_BODY_BYTES} bytes` });
  const origin = new URL(request.url).origin;

  if (secondPass) {
    const plan = parseSecondPass(body);
    if (!plan) return answer(400, { error: 'a second pass carries the first call’s plan: { stale, expire, warm }' });
    apply(plan);
    after(() => warm(origin, plan.warm));
    return answer(200, { revalidated: plan.stale, expired: plan.expire });
  }

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
  after(() => warmThenConfirm(origin, plan, secret));
  return answer(200, { revalidated: plan.stale, expired: plan.expire });
}
