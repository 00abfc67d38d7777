// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_HOPS, sitePathOf, traceAddress } from '@/lib/staff/redirects/redirect-trace';

const SITE = 'http://site.test:3000';

/** A site whose answers are a table of path → [status, Location or HTML]; it records every URL asked. */
function fakeSite(routes: Record<string, [number, string?]>) {
  const asked: string[] = [];
  const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(url.href);
    expect(init?.redirect).toBe('manual');
    const [status, detail] = routes[url.pathname + url.search] ?? [404, '<title>Not found</title>'];
    if (status >= 300 && status < 400)
      return new Response(null, { status, headers: detail === undefined ? {} : { location: detail } });
    return new Response(detail ?? '', { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }) as typeof globalThis.fetch;
  return { asked, options: { origin: SITE, timeoutMs: 1_000, fetch } };
}

describe('traceAddress', () => {
  it('shows each hop with its status and Location, then the final page and its title', async () => {
    const site = fakeSite({
      '/spring-offer': [308, '/pricing-old'],
      '/pricing-old': [307, `${SITE}/pricing?from=offer`],
      '/pricing?from=offer': [200, '<html><head><title>Pricing &amp; plans | Talentbridge</title>'],
    });
    const trace = await traceAddress('/spring-offer', site.options);
    expect(trace.hops).toEqual([
      { path: '/spring-offer', status: 308, location: '/pricing-old' },
      { path: '/pricing-old', status: 307, location: `${SITE}/pricing?from=offer` },
    ]);
    expect(trace.end).toEqual({
      kind: 'page',
      path: '/pricing?from=offer',
      status: 200,
      title: 'Pricing & plans | Talentbridge',
    });
  });

  it('stops at a loop, asking each address once', async () => {
    const site = fakeSite({ '/a': [308, '/b'], '/b': [308, '/a'] });
    const trace = await traceAddress('/a', site.options);
    expect(trace.end).toEqual({ kind: 'loop', path: '/a' });
    expect(site.asked).toEqual([`${SITE}/a`, `${SITE}/b`]);
  });

  it('caps a long chain', async () => {
    const chain = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`/p${i}`, [308, `/p${i + 1}`] as [number, string]]),
    );
    const site = fakeSite(chain);
    const trace = await traceAddress('/p0', site.options);
    expect(trace.end).toEqual({ kind: 'too-many' });
    expect(trace.hops).toHaveLength(MAX_HOPS);
    expect(site.asked).toHaveLength(MAX_HOPS);
  });

  it('reports a Location to another site without asking it', async () => {
    for (const location of ['https://evil.example/login', '//evil.example/login', 'http://site.test:3001/x']) {
      const site = fakeSite({ '/out': [302, location] });
      const trace = await traceAddress('/out', site.options);
      expect(trace.end).toEqual({ kind: 'off-site', location });
      expect(site.asked).toEqual([`${SITE}/out`]);
    }
  });

  it('says when a redirect has no Location, or the site does not answer', async () => {
    expect((await traceAddress('/bare', fakeSite({ '/bare': [301] }).options)).end).toEqual({ kind: 'no-location' });
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const trace = await traceAddress('/x', { origin: SITE, timeoutMs: 100, fetch: failing });
    expect(trace).toEqual({ hops: [], end: { kind: 'unreachable', path: '/x' } });
  });
});

describe('sitePathOf', () => {
  it('takes a path, a path without its slash, or a full URL on the site', () => {
    expect(sitePathOf('/spring-offer', SITE)).toEqual({ ok: true, path: '/spring-offer' });
    expect(sitePathOf('  spring-offer ', SITE)).toEqual({ ok: true, path: '/spring-offer' });
    expect(sitePathOf(`${SITE}/blog?page=2#top`, SITE)).toEqual({ ok: true, path: '/blog?page=2' });
  });

  it('refuses another host, however it is written, and what is no address', () => {
    for (const input of ['https://evil.example/x', '//evil.example/x', 'http://site.test:3001/', 'javascript:alert(1)'])
      expect(sitePathOf(input, SITE)).toMatchObject({ ok: false, message: expect.stringMatching(/Only addresses on/) });
    expect(sitePathOf('', SITE)).toMatchObject({ ok: false });
    expect(sitePathOf(`/${'a'.repeat(2_001)}`, SITE)).toMatchObject({ ok: false });
    expect(sitePathOf('/a\nb', SITE)).toMatchObject({ ok: false });
  });
});
