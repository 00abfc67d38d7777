// The console is dynamic, private and never stored: `private, no-store`, noindex, a CSP of its
// own with a fresh nonce per answer (and no violation), nothing kept by the nginx edge or in Redis, out of
// robots.txt's reach and out of the sitemaps.
import path from 'node:path';
import { E2E } from '../../scripts/e2e/config.mjs';
import { renderEdgeConfig, startNginx } from '../../scripts/lib/nginx.mjs';
import { startRedisServer } from '../../scripts/lib/redis-server.mjs';
import { redisMentions } from './support/cache-entries';
import { watchCspViolations } from './support/csp';
import { expect, test } from './support/test';
import { signedInAs, startStaffSite, type StaffSite } from './support/staff';

let site: StaffSite;
test.beforeAll(async () => {
  site = await startStaffSite();
});
test.afterAll(() => site?.stop());
test.use({ baseURL: `http://localhost:${E2E.staffPort}` });

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

test('every console answer is private, no-store and noindex, with its own nonce policy', async ({ browser }) => {
  const { context, page } = await signedInAs(browser, 'admin', site);
  const nonces = new Set<string>();
  for (const path of [
    '/staff/sign-in',
    '/staff',
    '/staff/people',
    '/staff/audit',
    '/staff/account',
    '/staff/forbidden',
  ]) {
    const response = await page.request.get(path);
    const headers = response.headers();
    expect(headers['cache-control'], path).toBe('private, no-store');
    expect(headers['x-robots-tag'], path).toBe('noindex, nofollow');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp, path).not.toContain('sha256-');
    expect(csp, path).not.toContain("'unsafe-inline'");
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const nonce = nonceOf(csp)!;
    // Every script Next wrote carries this answer's nonce.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts.filter((script) => !script.includes('application/ld+json')))
      expect(tag, path).toContain(`nonce="${nonce}"`);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(6);
  await context.close();
});

test('an encoded spelling of the console’s address gets the console’s policy too', async ({ request }) => {
  for (const path of ['/%73taff/sign-in', '/st%61ff/people']) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(headers['cache-control'], path).toBe('private, no-store');
  }
});

test('a client cannot put a nonce of its own in a public page', async ({ request }) => {
  const response = await request.get('/thank-you', {
    headers: { 'content-security-policy': "script-src 'nonce-forged'" },
  });
  expect(await response.text()).not.toContain('forged');
  expect(response.headers()['content-security-policy']).toContain('sha256-');
});

test('console pages run with zero CSP violations, and their islands hydrate', async ({ browser }) => {
  const { context, page } = await signedInAs(browser, 'admin', site);
  const violations = await watchCspViolations(page);
  await page.goto('/staff/people');
  await page.getByLabel('Email address').fill('csp-check@example.com');
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  await expect(page.getByTestId('invitation-link')).toContainText('/staff/join?token=');
  // Only a hydrated island answers this button.
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByText(/Copied\.|would not copy it/)).toBeVisible();
  await page.goto('/staff/sign-in');
  expect(await violations()).toEqual([]);
  await context.close();
});

test('robots.txt keeps crawlers out of /staff, and no sitemap names it', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/staff$/m);
  for (const file of ['/sitemap.xml', '/sitemaps/pages.xml'])
    expect(await (await request.get(file)).text(), file).not.toContain('/staff');
});

test('the nginx edge never keeps a console answer', async ({ browser }) => {
  const edge = await startNginx(
    (dir) => renderEdgeConfig({ port: E2E.edgePort, upstreams: [`127.0.0.1:${E2E.staffPort}`], dir }),
    `http://127.0.0.1:${E2E.edgePort}/`,
  );
  try {
    const { context, page } = await signedInAs(browser, 'admin', site, 'Edge Admin');
    const viaEdge = `http://localhost:${E2E.edgePort}`;
    await context.addCookies((await context.cookies()).map((cookie) => ({ ...cookie, domain: 'localhost' })));
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await page.request.get(`${viaEdge}/staff/people`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('Edge Admin');
      expect(response.headers()['x-cache-status']).toBeUndefined();
      expect(response.headers()['cache-control']).toBe('private, no-store');
    }
    // A public page through the same edge is kept: the block above is the console's own.
    await page.request.get(`${viaEdge}/about-us`);
    expect((await page.request.get(`${viaEdge}/about-us`)).headers()['x-cache-status']).toBe('HIT');
    // Signed out, the edge asks the instance again rather than replaying the signed-in page.
    const anonymous = await page.request.get(`${viaEdge}/staff/people`, {
      headers: { cookie: '' },
      maxRedirects: 0,
    });
    expect(anonymous.status()).toBe(307);
    await context.close();
  } finally {
    await edge.stop();
  }
});

test('with Redis, the console keeps its records there and no console page in the shared cache', async ({ browser }) => {
  const redis = await startRedisServer(E2E.redisPort, path.join(path.dirname(E2E.dbPath), 'redis-staff'));
  const port = E2E.staffPort;
  await site.stop();
  const shared = await startStaffSite({ port, redisUrl: redis.url });
  try {
    const { context, page } = await signedInAs(browser, 'admin', shared, 'Redis Admin Marker');
    for (const path of ['/staff', '/staff/people', '/staff/audit', '/staff/account']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toContainText('Redis Admin Marker');
    }
    await page.goto('/about-us');
    const cached = (await redisMentions(redis.url, ['Redis Admin Marker', 'staff-content'])).filter(
      (key) => !key.startsWith('staff:'),
    );
    expect(cached).toEqual([]);
    // The person and their session are in Redis: any instance serves them.
    expect(await redisMentions(redis.url, ['Redis Admin Marker'])).toEqual([expect.stringMatching(/^staff:person:/)]);
    await context.close();
  } finally {
    await shared.stop();
    await redis.stop();
    site = await startStaffSite();
  }
});
