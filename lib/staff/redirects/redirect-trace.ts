// "Where does this address go?": the site's own answers, one request per hop, each redirect followed by hand so
// that nothing but a path on the site is ever requested.

export const MAX_HOPS = 10;
const ADDRESS_MAX = 2_000;
const TITLE_BYTES = 64 * 1024;
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface Hop {
  /** The path (and query) asked for. */
  path: string;
  status: number;
  /** The Location it answered, as sent, or null. */
  location: string | null;
}

export type TraceEnd =
  | { kind: 'page'; path: string; status: number; title: string | null }
  | { kind: 'off-site'; location: string }
  | { kind: 'loop'; path: string }
  | { kind: 'too-many' }
  | { kind: 'no-location' }
  | { kind: 'unreachable'; path: string };

export interface Trace {
  hops: Hop[];
  end: TraceEnd;
}

export interface TraceOptions {
  /** The site's origin (SITE_URL): the only one ever asked. */
  origin: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  maxHops?: number;
}

/** What a person typed as a path on the site (a full URL on the site's origin works), or why it is not one. */
export function sitePathOf(input: string, origin: string): { ok: true; path: string } | { ok: false; message: string } {
  const text = input.trim();
  if (text === '') return { ok: false, message: 'Enter an address on the site, such as /spring-offer.' };
  if (text.length > ADDRESS_MAX || CONTROL.test(text))
    return { ok: false, message: 'That is not an address on the site. Enter one such as /spring-offer.' };
  const site = new URL(origin);
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//');
  let url: URL;
  try {
    url = new URL(absolute ? text : `/${text.replace(/^\/+/, '')}`, site);
  } catch {
    return { ok: false, message: 'That is not an address on the site. Enter one such as /spring-offer.' };
  }
  if (url.origin !== site.origin)
    return {
      ok: false,
      message: `Only addresses on ${site.origin} can be checked here. Enter its path, such as /spring-offer.`,
    };
  return { ok: true, path: url.pathname + url.search };
}

/** The `<title>` of an HTML answer, read from its first 64 kB at most. */
async function titleOf(response: Response): Promise<string | null> {
  if (!response.headers.get('content-type')?.includes('text/html') || !response.body) return null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let html = '';
  while (html.length < TITLE_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
    if (html.includes('</title>')) break;
  }
  await reader.cancel().catch(() => undefined);
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1]!.trim()) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** Asks the site for `path` without following its answer; null when it does not answer in time. */
async function ask(path: string, { origin, timeoutMs, fetch: get = fetch }: TraceOptions): Promise<Response | null> {
  try {
    return await get(new URL(path, origin), {
      redirect: 'manual',
      cache: 'no-store',
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return null;
  }
}

/** The first answer only: what the site says for `path` (a redirect's status and Location, or the page's status). */
export async function firstHop(path: string, options: TraceOptions): Promise<Hop | null> {
  const response = await ask(path, options);
  if (!response) return null;
  await response.body?.cancel().catch(() => undefined);
  return { path, status: response.status, location: response.headers.get('location') };
}

/**
 * Follows `path` on the site hop by hop: a Location to another origin is reported and not asked, a path seen
 * before ends the trace as a loop, and at most `maxHops` redirects are followed.
 */
export async function traceAddress(path: string, options: TraceOptions): Promise<Trace> {
  const hops: Hop[] = [];
  const seen = new Set<string>();
  let current = path;
  for (;;) {
    seen.add(current);
    const response = await ask(current, options);
    if (!response) return { hops, end: { kind: 'unreachable', path: current } };
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399) {
      const title = await titleOf(response);
      return { hops, end: { kind: 'page', path: current, status: response.status, title } };
    }
    await response.body?.cancel().catch(() => undefined);
    hops.push({ path: current, status: response.status, location });
    if (location === null) return { hops, end: { kind: 'no-location' } };
    const next = new URL(location, new URL(current, options.origin));
    if (next.origin !== new URL(options.origin).origin) return { hops, end: { kind: 'off-site', location } };
    current = next.pathname + next.search;
    if (seen.has(current)) return { hops, end: { kind: 'loop', path: current } };
    if (hops.length >= (options.maxHops ?? MAX_HOPS)) return { hops, end: { kind: 'too-many' } };
  }
}
