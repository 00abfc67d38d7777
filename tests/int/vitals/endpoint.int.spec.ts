// @vitest-environment node
// /api/vitals's handlers: the beacon's 204/400/413/415/429, and the token-guarded summary's 404/401/400/200.
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@/lib/vitals/contract';
import { createVitalsEndpoint } from '@/lib/vitals/endpoint';
import { openSqliteVitals } from '@/lib/vitals/sqlite-store';

const URL_ = 'https://www.example.com/api/vitals';
const TOKEN = 'vitals-read-token-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 26, 12);
const VIEW = {
  page: '/blog-details/[slug]',
  device: 'phone',
  connection: '4g',
  navigation: 'client',
  metrics: { LCP: 1234.5, CLS: 0.01 },
  lcpElement: 'image',
};

const post = (body: string, { type = 'application/json', client = '203.0.113.9' } = {}) =>
  new Request(URL_, {
    method: 'POST',
    body,
    headers: { 'content-type': type, 'x-forwarded-for': client },
    duplex: 'half',
  } as RequestInit);
const get = (query: string, authorization?: string) =>
  new Request(`${URL_}${query}`, { headers: authorization ? { authorization } : {} });

function endpoint(options: { readToken?: string; perMinute?: number } = {}) {
  const store = openSqliteVitals(':memory:');
  return createVitalsEndpoint({ store: async () => store, readToken: TOKEN, now: () => NOW, ...options });
}

describe('POST /api/vitals', () => {
  it('keeps a valid view and answers 204, no cookie, not cached', async () => {
    const { POST, GET } = endpoint();
    const response = await POST(post(JSON.stringify(VIEW)));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const summary = await (await GET(get('?days=1', `Bearer ${TOKEN}`))).json();
    expect(summary.rows).toEqual([
      { page: '/blog-details/[slug]', device: 'phone', metric: 'LCP', p75: 1234.5, count: 1, rating: 'good' },
      { page: '/blog-details/[slug]', device: 'phone', metric: 'CLS', p75: 0.01, count: 1, rating: 'good' },
    ]);
  });

  it('answers 400 with a short reason for a body off the contract', async () => {
    const { POST } = endpoint();
    const response = await POST(post(JSON.stringify({ ...VIEW, ip: '203.0.113.9' })));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/ip/);
    expect((await POST(post('{'))).status).toBe(400);
  });

  it('answers 413 past 2,048 bytes, before parsing', async () => {
    const { POST } = endpoint();
    expect((await POST(post(' '.repeat(MAX_BODY_BYTES + 1)))).status).toBe(413);
    const padded = JSON.stringify(VIEW).padEnd(MAX_BODY_BYTES, ' ');
    expect((await POST(post(padded))).status).toBe(204);
  });

  it('answers 415 to a type a cross-site page could send unasked', async () => {
    const { POST } = endpoint();
    expect((await POST(post(JSON.stringify(VIEW), { type: 'text/plain' }))).status).toBe(415);
  });

  it('answers 429 to an address over its limit, others still recorded', async () => {
    const { POST } = endpoint({ perMinute: 2 });
    for (let i = 0; i < 2; i++) expect((await POST(post(JSON.stringify(VIEW)))).status).toBe(204);
    const limited = await POST(post(JSON.stringify(VIEW)));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await POST(post(JSON.stringify(VIEW), { client: '198.51.100.7' }))).status).toBe(204);
  });
});

describe('one source cannot skew the p75s or spend the day (POST /api/vitals)', () => {
  const HOME_PHONE = { ...VIEW, page: '/', device: 'phone', navigation: 'first', lcpElement: undefined };
  const lcp = (value: number) => JSON.stringify({ ...HOME_PHONE, metrics: { LCP: value } });

  it('refuses 120 beacons of a two-minute LCP from one address: home’s phone p75 stays good', async () => {
    const { POST, GET } = endpoint();
    for (let n = 0; n < 40; n += 1) await POST(post(lcp(1_500), { client: `198.51.100.${n}` }));
    const answers = [];
    for (let n = 0; n < 120; n += 1) answers.push((await POST(post(lcp(119_999)))).status);
    expect(new Set(answers)).toEqual(new Set([400]));
    const { rows } = await (await GET(get('?days=1', `Bearer ${TOKEN}`))).json();
    expect(rows).toEqual([{ page: '/', device: 'phone', metric: 'LCP', p75: 1_500, count: 40, rating: 'good' }]);
  });

  it('keeps 200 views a day from one address (an IPv6 one by its /64), then answers 429 until its day is over', async () => {
    let now = NOW;
    const store = openSqliteVitals(':memory:');
    const { POST } = createVitalsEndpoint({ store: async () => store, readToken: TOKEN, now: () => now });
    const statuses: number[] = [];
    // 1,000 beacons over ten hours, under the per-minute limit, from addresses of one /64.
    for (let n = 0; n < 1_000; n += 1) {
      now = NOW + n * 36_000;
      const response = await POST(post(lcp(1_500), { client: `2001:db8:7:9::${n.toString(16)}` }));
      statuses.push(response.status);
      if (n === 999) expect(Number(response.headers.get('retry-after'))).toBe(86_400 - 999 * 36);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(200);
    expect(statuses.slice(200).every((status) => status === 429)).toBe(true);
    expect((await POST(post(lcp(1_500), { client: '2001:db8:7:a::1' }))).status).toBe(204);
    now = NOW + 24 * 3_600_000;
    expect((await POST(post(lcp(1_500), { client: '2001:db8:7:9::1' }))).status).toBe(204);
    expect(await store.since(0)).toHaveLength(202);
  });

  it('leaves the rest of the site’s daily cap to everyone else', async () => {
    let now = NOW;
    const store = openSqliteVitals(':memory:', 1_000);
    const { POST } = createVitalsEndpoint({ store: async () => store, readToken: TOKEN, now: () => now });
    for (let n = 0; n < 1_200; n += 1) {
      now = NOW + n * 1_000;
      await POST(post(lcp(30_000), { client: '203.0.113.66' }));
    }
    for (let n = 0; n < 20; n += 1) await POST(post(lcp(1_500), { client: `198.51.100.${n}` }));
    const kept = await store.since(0);
    expect(kept.filter((view) => view.metrics.LCP === 30_000)).toHaveLength(200);
    expect(kept.filter((view) => view.metrics.LCP === 1_500)).toHaveLength(20);
  });
});

describe('GET /api/vitals', () => {
  it('is not there without VITALS_READ_TOKEN', async () => {
    expect((await endpoint({ readToken: undefined }).GET(get('?days=7', `Bearer ${TOKEN}`))).status).toBe(404);
  });

  it('answers 401 to a missing or wrong token, whatever the limit', async () => {
    const { GET } = endpoint({ perMinute: 1 });
    expect((await GET(get('?days=7'))).status).toBe(401);
    expect((await GET(get('?days=7', `Bearer ${TOKEN}x`))).status).toBe(401);
    expect((await GET(get('?days=7', TOKEN))).status).toBe(401);
    expect((await GET(get('?days=7', `Bearer ${TOKEN}`))).status).toBe(200);
  });

  it('narrows the summary to the views received since a given moment (a benchmark run), and refuses a bad one', async () => {
    let now = NOW;
    const store = openSqliteVitals(':memory:');
    const { POST, GET } = createVitalsEndpoint({ store: async () => store, readToken: TOKEN, now: () => now });
    await POST(post(JSON.stringify({ ...VIEW, metrics: { LCP: 4000 } })));
    now = NOW + 1_000;
    await POST(post(JSON.stringify({ ...VIEW, metrics: { LCP: 1000 } })));
    const rows = async (query: string) => (await (await GET(get(query, `Bearer ${TOKEN}`))).json()).rows;
    expect(await rows('?days=1')).toMatchObject([{ metric: 'LCP', count: 2, p75: 4000 }]);
    expect(await rows(`?days=1&since=${NOW + 1_000}`)).toMatchObject([{ metric: 'LCP', count: 1, p75: 1000 }]);
    expect((await GET(get('?days=1&since=yesterday', `Bearer ${TOKEN}`))).status).toBe(400);
  });

  it('answers 400 to a window other than 1, 7 or 28 days, and the empty summary otherwise', async () => {
    const { GET } = endpoint();
    expect((await GET(get('?days=30', `Bearer ${TOKEN}`))).status).toBe(400);
    const response = await GET(get('?days=28', `Bearer ${TOKEN}`));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ days: 28, rows: [] });
  });
});
