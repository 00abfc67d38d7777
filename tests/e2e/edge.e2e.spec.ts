// deploy/nginx.conf in front of the e2e site: Debian's nginx on a private port (scripts/lib/nginx.mjs).
import { connect } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import { expect, test } from './support/test';
import { ACTION_BODY_LIMIT_KB } from '../../lib/forms/body-limit';
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import { renderEdgeConfig, startNginx } from '../../scripts/lib/nginx.mjs';
import { adminWrite, expectServedSoon } from './support/content-api';
import { candidateUrls, imagesIn } from './support/images';
import { UPLOAD_POLICY } from '../../next-glue/server/upload-policy.mjs';
import { ownPost } from './support/own-post';

const EDGE = `http://127.0.0.1:${E2E.edgePort}`;
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];
type EdgeOptions = { copyLife?: string; refreshPeers?: string[] };
let edge: Awaited<ReturnType<typeof startNginx>> | undefined;

/** deploy/nginx.conf on the port the site refreshes (EDGE_REFRESH_URLS), in place of the one running. */
async function restartEdge(options: EdgeOptions = {}) {
  await edge?.stop();
  const upstreams = [`127.0.0.1:${E2E.sitePort}`];
  const ports = { port: E2E.edgePort, tlsPort: E2E.edgeTlsPort, redirectPort: E2E.edgeRedirectPort };
  edge = await startNginx((dir) => renderEdgeConfig({ ...ports, upstreams, dir, ...options }), `${EDGE}/`);
}

/** A GET over TLS as a browser makes it (HTTP/2 if offered), trusting the edge's throwaway certificate. */
async function visitOverTls(path: string) {
  const session = connect(`https://127.0.0.1:${E2E.edgeTlsPort}`, { rejectUnauthorized: false });
  try {
    const stream = session.request({ ':path': path, 'accept-encoding': 'gzip' });
    const [headers, body] = await Promise.all([
      new Promise<Record<string, unknown>>((resolve) => stream.on('response', resolve)),
      new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
      }),
    ]);
    const tls = session.socket as TLSSocket;
    return { headers, body, alpn: session.alpnProtocol, tlsVersion: tls.getProtocol() };
  } finally {
    session.close();
  }
}

test.beforeAll(() => restartEdge());
test.afterAll(async () => edge?.stop());

test('pages come through the edge compressed and with the site’s security headers', async () => {
  const direct = await fetch(`${E2E_URLS.site}/about-us`);
  const viaEdge = await fetch(`${EDGE}/about-us`, { headers: { 'accept-encoding': 'gzip' } });
  expect(viaEdge.status).toBe(200);
  expect(viaEdge.headers.get('content-encoding')).toBe('gzip');
  expect(await viaEdge.text()).toContain('</html>');
  for (const name of SECURITY_HEADERS) {
    expect(direct.headers.get(name), name).toBeTruthy();
    expect(viaEdge.headers.get(name), name).toBe(direct.headers.get(name));
  }
});

test('visitors get pages over TLS with HTTP/2, the same copy the instances refresh, and HTTP is sent to HTTPS @newcomer-runtime', async () => {
  // Read to the end, so the copy is stored before the visit.
  await (await fetch(`${EDGE}/customer-review`)).text();
  const visit = await visitOverTls('/customer-review');
  expect(visit.alpn).toBe('h2');
  expect(['TLSv1.3', 'TLSv1.2']).toContain(visit.tlsVersion);
  expect(visit.headers[':status']).toBe(200);
  expect(visit.headers['content-encoding']).toBe('gzip');
  // One copy for both listeners: the key has no scheme, so a refresh over plain HTTP reaches TLS visitors.
  expect(visit.headers['x-cache-status']).toBe('HIT');
  const plain = await fetch(`http://127.0.0.1:${E2E.edgeRedirectPort}/blog?page=2`, { redirect: 'manual' });
  expect(plain.status).toBe(301);
  expect(plain.headers.get('location')).toBe('https://127.0.0.1/blog?page=2');
});

test('a second request within the second is served from the edge cache', async () => {
  await fetch(`${EDGE}/pricing`);
  const second = await fetch(`${EDGE}/pricing`);
  expect(second.status).toBe(200);
  expect(second.headers.get('x-cache-status')).toBe('HIT');
});

test('/api/ is never cached at the edge', async () => {
  for (const path of ['/api/health', '/api/health', '/api/v1/get-blog-list-updated', '/api/v1/get-blog-list-updated']) {
    const response = await fetch(`${EDGE}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('x-cache-status'), path).toBeNull();
  }
});

test('the content API’s images come from the site’s origin, kept at the edge once per format', async () => {
  const { preloads } = imagesIn(await (await fetch(`${EDGE}/hire-our-genius-mind/developers`)).text());
  const [lcp] = candidateUrls({ src: '', srcset: preloads[0]?.imagesrcset ?? '' });
  expect(lcp).toMatch(/^\/media\/variants\/\d+\/75\/images\/[\w-]+\.webp$/);
  const get = (path: string, accept: string) => fetch(`${EDGE}${path}`, { headers: { accept } });
  for (const [accept, type] of [
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    // Named only to be refused: the WebP copy, as the content API itself would answer.
    ['image/avif;q=0,image/webp', 'image/webp'],
  ] as const) {
    const statuses = [];
    for (const path of [lcp, lcp, `${lcp}?v=${type}`]) {
      const response = await get(`${path}`, accept);
      expect(response.status, `${path} as ${accept}`).toBe(200);
      // The copy of the format this browser named, whichever format was asked for first.
      expect(response.headers.get('content-type'), accept).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
      statuses.push(response.headers.get('x-cache-status'));
    }
    // A made-up query string is not a new copy.
    expect(statuses.slice(1), accept).toEqual(['HIT', 'HIT']);
    if (!accept.includes('q=0')) expect(statuses[0]).toBe('MISS');
  }
  expect((await fetch(`${EDGE}${lcp}`, { method: 'POST' })).status).toBe(403);
  // An uploaded SVG (a client logo) comes the same way, with a policy under which it runs nothing if opened.
  const home = imagesIn(await (await fetch(`${EDGE}/`)).text());
  const logo = home.images.map((image) => image.src).find((src) => src.startsWith('/media/uploads/'));
  expect(logo).toMatch(/\.svg$/);
  for (const status of ['MISS', 'HIT']) {
    const response = await fetch(`${EDGE}${logo}`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(UPLOAD_POLICY);
    expect(response.headers.get('x-cache-status')).toBe(status);
  }
});

test('an upload in any spelling the router takes runs nothing, and no spelling is stored as another’s copy', async () => {
  const home = imagesIn(await (await fetch(`${E2E_URLS.site}/`)).text());
  const uploads = [
    ...new Set(home.images.map((image) => image.src).filter((src) => src.startsWith('/media/uploads/'))),
  ];
  // One the test above has not fetched through the edge: its first request decides what the edge keeps.
  const logo = uploads.at(-1)!.slice('/media/uploads/'.length);
  expect(uploads.length).toBeGreaterThan(1);
  // Next's 404 for an encoded spelling says s-maxage=31536000: keyed by the decoded path, it became the logo's copy.
  expect((await fetch(`${EDGE}/media/%75ploads/${logo}`)).status).toBe(404);
  const real = await fetch(`${EDGE}/media/uploads/${logo}`);
  expect([real.status, real.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  // Next's rewrite matches in any letter case; an encoded letter reaches Next's 404, which carries the policy too.
  for (const path of [`/MEDIA/uploads/${logo}`, `/Media/Uploads/${logo}`, `/media/%55ploads/${logo}`]) {
    for (const origin of [E2E_URLS.site, EDGE]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('content-security-policy'), `${origin}${path}`).toBe(UPLOAD_POLICY);
    }
  }
  const shouted = await fetch(`${E2E_URLS.site}/MEDIA/uploads/${logo}`);
  expect([shouted.status, shouted.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
});

// The webhook's re-render, then the site's refresh of the edge's copy; no waiting out the copy's second.
const RENDER_MS = 2_000;

test.describe('an edit in the CMS', () => {
  const post = ownPost('edge');

  test('shows through the edge as soon as the site has re-rendered the page', async ({ request }) => {
    await request.get(`${EDGE}${post.path}`);
    const title = `Edge edit ${Date.now()}`;
    await adminWrite('blogs', post.slug, { blog_title: title });
    await expectServedSoon(request, `${EDGE}${post.path}`, title, RENDER_MS);
  });
});

test.describe('copies that would live a minute', () => {
  const post = ownPost('edge-refresh');
  test.afterAll(() => restartEdge());

  test('are replaced by the site after an edit, and served from the edge again', async ({ request }) => {
    await restartEdge({ copyLife: '60s' });
    const path = `${EDGE}${post.path}`;
    await request.get(path);
    expect((await request.get(path)).headers()['x-cache-status']).toBe('HIT');
    const title = `Edge refresh ${Date.now()}`;
    await adminWrite('blogs', post.slug, { blog_title: title });
    await expectServedSoon(request, path, title, 5_000);
    // The visitor got the copy the site put there, not one fetched for them.
    expect((await request.get(path)).headers()['x-cache-status']).toBe('HIT');
  });

  test('are refreshed only for the instances’ addresses', async ({ request }) => {
    const refresh = { headers: { 'x-edge-refresh': '1' } };
    await restartEdge({ copyLife: '60s' });
    await request.get(`${EDGE}/pricing`);
    expect((await request.get(`${EDGE}/pricing`, refresh)).headers()['x-cache-status']).toBe('BYPASS');
    await restartEdge({ copyLife: '60s', refreshPeers: ['192.0.2.1'] });
    await request.get(`${EDGE}/pricing`);
    expect((await request.get(`${EDGE}/pricing`, refresh)).headers()['x-cache-status']).toBe('HIT');
  });
});

test('the edge refuses a body over 48 kB (the server actions’ limit) before it reaches an instance', async () => {
  const response = await fetch(`${EDGE}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'all', padding: 'x'.repeat(ACTION_BODY_LIMIT_KB * 1024) }),
  });
  expect(response.status).toBe(413);
});

test('the edge limits bursts to the webhook and form posts to pages per client, not page views', async () => {
  const burst = async (path: string, method: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await fetch(`${EDGE}${path}`, { method })).status);
    return statuses;
  };
  // A GET reaches the webhook's own 405 until the burst allowance (20) is spent.
  const webhook = await burst('/api/revalidate', 'GET');
  expect(webhook.slice(0, 20)).toEqual(Array(20).fill(405));
  expect(webhook).toContain(429);
  const posts = await burst('/contact-us', 'POST');
  expect(posts.slice(0, 10)).not.toContain(429);
  expect(posts).toContain(429);
  // Page views are not limited.
  expect(await burst('/contact-us', 'GET')).not.toContain(429);
});
