// The first security review's findings, each tried against the production server as an attacker would.
import { expect, test } from './support/test';
import { E2E } from '../../scripts/e2e/config.mjs';
import { callWebhook, contentApi, fromApi } from './support/content-api';
import { latestLead } from './support/leads';

test('the browser reaches only Load more’s call: a quote cannot be posted through the site', async ({ request }) => {
  // Leads other specs sent may still be on their way from the site's queue.
  await expect
    .poll(
      async () => ((await (await request.get('/api/health')).json()) as { leads: { pending: number } }).leads.pending,
    )
    .toBe(0);
  const before = (await latestLead())?.id;
  const probe = { fullname: 'Rewrite Probe', email: 'probe@example.com', phoneno: '5551234567' };
  const posted = await request.post('/api/v1/service-form-submit-action', { form: probe });
  expect([404, 405]).toContain(posted.status());
  expect((await request.post('/api/v1/get-blog-list-updated?page=2', { form: probe })).status()).toBe(405);
  expect((await latestLead())?.id).toBe(before);

  // Load more still works, answering what the content API answers.
  const page2 = await request.get('/api/v1/get-blog-list-updated?page=2');
  expect(page2.status()).toBe(200);
  expect(page2.headers()['cache-control']).toContain('no-store');
  expect(await page2.json()).toEqual(await fromApi('get-blog-list-updated', { page: '2' }));
  expect((await request.get('/api/v1/get-blog-list-updated?page=..%2Fadmin')).status()).toBe(400);
  expect((await request.get('/api/v1/get-service-list')).status()).toBe(404);
});

test('the webhook cannot be locked out: failed attempts are limited, the right secret never is', async ({
  request,
}) => {
  // A client of its own (the e2e server trusts loopback as its proxy), so no other spec shares its limit.
  const client = { 'x-forwarded-for': '198.51.100.24' };
  const statuses: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const response = await request.post('/api/revalidate', {
      headers: { ...client, authorization: 'Bearer a-wrong-guess' },
      data: { type: 'all' },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
  expect(statuses[20]).toBe(429);

  const publish = await request.post('/api/revalidate', {
    headers: { ...client, authorization: `Bearer ${E2E.revalidateSecret}` },
    data: { type: 'testimonials' },
  });
  expect(publish.status()).toBe(200);
  expect(await publish.json()).toMatchObject({ revalidated: expect.arrayContaining(['testimonial-list']) });
  // Another client's failure is its own: still a 401.
  expect((await callWebhook(request, { type: 'all' }, { secret: 'another-wrong-guess' })).status()).toBe(401);
});

test('a webhook body over 16 kB is refused with 413', async ({ request }) => {
  const response = await callWebhook(request, { type: 'all', padding: 'x'.repeat(20_000) });
  expect(response.status()).toBe(413);
});

test('health says which check failed, never why: no URL or address while the content API is down', async ({
  request,
}) => {
  await contentApi('stop');
  try {
    // The content API's answer stands for up to 5 s.
    await expect
      .poll(async () => (await request.get('/api/health')).status(), { timeout: 10_000, intervals: [250] })
      .toBe(503);
    const health = await request.get('/api/health');
    const body = await health.json();
    expect(body).toMatchObject({ healthy: false, checks: { contentApi: false } });
    // Only the lead queue's and its alerts' numbers and whether a person must look ride along (other specs may have
    // left leads).
    expect(Object.keys(body).sort()).toEqual(['alerts', 'checks', 'degraded', 'healthy', 'leads']);
    expect(Object.keys(body.alerts).sort()).toEqual(['dead', 'failing', 'pending', 'sent']);
    expect(Object.keys(body.leads).sort()).toEqual(['dead', 'oldestPendingAgeSeconds', 'pending']);
    expect(await health.text()).not.toMatch(/http|127\.0\.0\.1|ECONN|:\d{4}/);
  } finally {
    await contentApi('start');
  }
});
