// /api/vitals: POST takes one page view's beacon, GET answers the summary to a holder of VITALS_READ_TOKEN.
import { clientOf } from '@/lib/client-address';
import { bearerMatches } from '@/lib/revalidate/bearer';
import { readBounded } from '@/lib/read-bounded';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { MAX_BODY_BYTES } from './contract';
import { DAY_MS, VIEWS_PER_ADDRESS_PER_DAY, type VitalsStore } from './store';
import { SUMMARY_DAYS, summaryFor } from './summary';
import { parseView } from './validate';

interface EndpointOptions {
  store: () => Promise<VitalsStore>;
  /** VITALS_READ_TOKEN; unset, GET answers 404. */
  readToken: string | undefined;
  /** Beacons one address may send a minute: a visitor sends one a page view, a bench a few a second. */
  perMinute?: number;
  /** Beacons one address may send in 24 hours (VITALS_VIEWS_PER_ADDRESS). */
  perAddressPerDay?: number;
  now?: () => number;
}

const NO_STORE = { 'cache-control': 'no-store' };
const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { ...NO_STORE, ...headers } });
const refused = (status: number, reason: string) =>
  new Response(reason, { status, headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' } });

export function createVitalsEndpoint(options: EndpointOptions) {
  const { store, readToken, perMinute = 120, perAddressPerDay = VIEWS_PER_ADDRESS_PER_DAY, now = Date.now } = options;
  const perMinuteLimit = createRateLimiter({ limit: perMinute, windowMs: 60_000 });
  const dailyShare = createRateLimiter({ limit: perAddressPerDay, windowMs: DAY_MS });

  /** Seconds to wait when the client has sent its minute's or its day's share, else null. */
  const overLimit = (client: string, at: number) => perMinuteLimit.hit(client, at) ?? dailyShare.hit(client, at);

  async function POST(request: Request): Promise<Response> {
    // Not a type a page on another site may send without asking (CORS), so only the site's own pages record.
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return empty(415);
    const retryAfter = overLimit(clientOf(request), now());
    if (retryAfter !== null) return empty(429, { 'retry-after': String(retryAfter) });
    const text = await readBounded(request, MAX_BODY_BYTES);
    if (text === null) return empty(413);
    // A value past what a real view has (contract.ts) is refused, not clamped: the island never sends one, and a
    // clamped one would still count as a poor view that no browser measured.
    const parsed = parseView(text);
    if (!parsed.ok) return refused(400, parsed.reason);
    await (await store()).add(parsed.view, now());
    return empty(204);
  }

  async function GET(request: Request): Promise<Response> {
    if (!readToken) return empty(404);
    const authorization = request.headers.get('authorization');
    if (!authorization || authorization.length > 1_024 || !bearerMatches(authorization, readToken)) return empty(401);
    const query = new URL(request.url).searchParams;
    const asked = query.get('days') ?? '7';
    const days = SUMMARY_DAYS.find((choice) => String(choice) === asked);
    if (days === undefined) return refused(400, 'days must be 1, 7 or 28');
    // Optional: only the views received from this moment on (ms since the epoch), as the field bench reads its run.
    const since = query.get('since') ?? '0';
    if (since.length > 15 || !/^\d+$/.test(since)) return refused(400, 'since must be a time in ms since the epoch');
    const rows = await summaryFor(await store(), days, now(), Number(since));
    return Response.json({ days, rows }, { headers: NO_STORE });
  }

  return { POST, GET };
}
