// The CSP report endpoint's logic: a bounded body, a per-client limit, and one log line per distinct
// violation, so an injected script is noticed without letting anyone fill the log.
import { clientOf } from '@/lib/client-address';
import { readBounded } from '@/lib/read-bounded';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { describeViolation, violationsIn } from './csp-violation';

export const MAX_REPORT_BYTES = 8_192;
const REPORT_TYPES = new Set(['application/csp-report', 'application/reports+json']);

interface ReceiverOptions {
  /** Reports a client may send per minute. */
  perMinute?: number;
  /** Distinct violations remembered, so each is logged once. */
  remembered?: number;
  log?: (line: string) => void;
}

const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A POST handler for CSP reports: 204 when read (logged or already seen), else 413, 415, 429 or 400. */
export function createCspReportReceiver({
  perMinute = 60,
  remembered = 1_000,
  log = console.warn,
}: ReceiverOptions = {}) {
  const limiter = createRateLimiter({ limit: perMinute, windowMs: 60_000 });
  const seen = new Set<string>();

  function logOnce(line: string) {
    if (seen.has(line)) return;
    // Forget the oldest first, so a flood of distinct reports cannot grow the set.
    if (seen.size >= remembered) seen.delete(seen.values().next().value!);
    seen.add(line);
    log(line);
  }

  return async function receive(request: Request): Promise<Response> {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!REPORT_TYPES.has(type)) return empty(415);
    const retryAfter = limiter.hit(clientOf(request));
    if (retryAfter !== null) return empty(429, { 'retry-after': String(retryAfter) });
    const text = await readBounded(request, MAX_REPORT_BYTES);
    if (text === null) return empty(413);
    const json = parsed(text);
    if (json === undefined) return empty(400);
    for (const violation of violationsIn(json)) logOnce(describeViolation(violation));
    return empty(204);
  };
}
