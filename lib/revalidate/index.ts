import 'server-only';
import { after } from 'next/server';
import { clientOf } from '@/lib/client-address';
import { site } from '@/lib/site';
import { count } from '@/lib/text/count';
import { bearerMatches } from './bearer';
import { noteWebhookCall } from './last-call';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { readBounded } from '@/lib/read-bounded';
import { parseRevalidateRequest } from './request';
import { startRevalidation, type Revalidation } from './run';
import { ownOrigin } from './re-render';
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

/**
 * POST /api/revalidate: authenticates the publish hook, then runs the refresh the staff console shares
 * (run.ts): tags marked stale ('max'), so a page always keeps its last good copy, and only the pages of
 * records that no longer exist expired; after the answer, the touched pages re-render at once and replace
 * their copies on the edges. A render already under way when the call came is stamped with its start by the
 * cache handler Next loads, so it never passes as fresh. When the content API does not answer, nothing is touched
 * and a 503 asks the sender to retry. Each authenticated call is noted for /staff/health.
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

  const at = Date.now();
  const body = await readBounded(request, MAX_BODY_BYTES);
  // Answers the CMS and notes the call for /staff/health: `result` in words, the error's when refused.
  const noted = async (
    status: number,
    result: string,
    json: object = { error: result },
    extra = {},
    pages?: number,
  ) => {
    const call = { at, body: body ?? `(over ${MAX_BODY_BYTES} bytes, not read)`, status, result };
    await noteWebhookCall(pages === undefined ? call : { ...call, pages });
    return answer(status, json, extra);
  };
  if (body === null) return noted(413, `the body is over ${MAX_BODY_BYTES} bytes`);

  const parsed = parseRevalidateRequest(body);
  if (!parsed.ok) return noted(400, parsed.error);

  let revalidation: Revalidation;
  try {
    revalidation = await startRevalidation(parsed.value);
  } catch (error) {
    console.error('Revalidation postponed: the content API did not answer.', error);
    const result = 'the content API did not answer; nothing was revalidated, retry later';
    return noted(503, result, { error: result }, { 'retry-after': '5' });
  }

  const origin = ownOrigin(request);
  after(() => revalidation.rerender(origin));
  const { stale, expire, reRender } = revalidation.plan;
  const words = `${count(stale.length, 'tag')} marked stale, ${expire.length} expired, ${count(reRender.length, 'page')} re-rendered`;
  return noted(200, words, { revalidated: stale, expired: expire }, {}, reRender.length);
}
