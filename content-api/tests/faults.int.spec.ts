import { describe, expect, it } from 'vitest';
import { adminRequests, bearer, SITE_URL, serverForFile } from './helpers.ts';

// The e2e fault switch: a call answers garbage only while the flag is on and a fault is set.

const SMALL = ['--blogs', '12', '--events', '3'];

async function firstSlug(inject: ReturnType<typeof serverForFile>['app']): Promise<string> {
  const list = await inject().inject('/api/v1/get-blog-list-updated');
  return (list.json() as { blogs: { blog_slug: string }[] }).blogs[0]?.blog_slug ?? '';
}

describe('with CONTENT_API_FAULTS=1', () => {
  const { app } = serverForFile({ env: { CONTENT_API_FAULTS: '1' }, argv: SMALL });
  const admin = adminRequests(app);

  it('makes one record of a call answer garbage with a 200, until the faults are cleared', async () => {
    const slug = await firstSlug(app);
    const other = 'another-slug-with-no-fault';
    expect((await admin.put('faults', { call: 'get-blog-details', slug, answer: 'html' })).statusCode).toBe(200);

    const broken = await app().inject(`/api/v1/get-blog-details?slug=${slug}`);
    expect(broken.statusCode).toBe(200);
    expect(broken.headers['content-type']).toMatch(/^text\/html/);
    expect(broken.body).toContain('<h1>Bad gateway</h1>');
    const untouched = await app().inject(`/api/v1/get-blog-details?slug=${other}`);
    expect(untouched.json()).toEqual({ response: 0, blog: [] });

    expect((await admin.del('faults')).statusCode).toBe(200);
    const healed = await app().inject(`/api/v1/get-blog-details?slug=${slug}`);
    expect(healed.json()).toMatchObject({ response: 1 });
  });

  it('a fault without a slug breaks every answer of the call', async () => {
    await admin.put('faults', { call: 'get-event-list', answer: 'null' });
    const answer = await app().inject('/api/v1/get-event-list');
    expect(answer.body).toBe('null');
    await admin.del('faults');
    expect(Array.isArray((await app().inject('/api/v1/get-event-list')).json())).toBe(true);
  });

  it('makes one call unavailable (503) while the others answer, and a slow fault takes its place at once', async () => {
    await admin.put('faults', { call: 'get-event-list', answer: 'unavailable' });
    try {
      const down = await app().inject('/api/v1/get-event-list');
      expect([down.statusCode, down.body]).toEqual([503, 'Service unavailable']);
      expect((await app().inject('/api/v1/get-service-list')).statusCode).toBe(200);
      await admin.put('faults', { call: 'get-event-list', answer: 'slow', delayMs: 1 });
      expect((await app().inject('/api/v1/get-event-list')).statusCode).toBe(200);
    } finally {
      await admin.del('faults');
    }
  });

  it('holds a slow call’s answer after reading it: it carries what was stored when it was asked', async () => {
    const slug = await firstSlug(app);
    await admin.put('faults', { call: 'get-blog-details', slug, answer: 'slow', delayMs: 300 });
    const started = performance.now();
    const asked = app().inject(`/api/v1/get-blog-details?slug=${slug}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await admin.put(`blogs/${slug}`, { blog_title: 'Edited While The Answer Waited' });
    const answer = await asked;
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.json().blog[0].blog_title).not.toBe('Edited While The Answer Waited');
    await admin.del('faults');
  });

  it('with nth, holds only that answer from now, and is gone after it', async () => {
    const slug = await firstSlug(app);
    const read = async () => {
      const started = performance.now();
      await app().inject(`/api/v1/get-blog-details?slug=${slug}`);
      return performance.now() - started;
    };
    await admin.put('faults', { call: 'get-blog-details', slug, answer: 'slow', delayMs: 300, nth: 2 });
    expect(await read()).toBeLessThan(250);
    expect((await app().inject({ url: '/admin/faults', headers: bearer() })).json().faults).toHaveLength(1);
    const held = read();
    // Gone as soon as the held read arrived, before its answer is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await app().inject({ url: '/admin/faults', headers: bearer() })).json()).toEqual({ faults: [] });
    expect(await held).toBeGreaterThanOrEqual(290);
    expect(await read()).toBeLessThan(250);
  });

  it('holds the CRM stand-in’s answer after it stored the lead: a sender that dies meanwhile never hears', async () => {
    await admin.put('faults', { call: 'web-to-lead', answer: 'slow', delayMs: 2_000 });
    try {
      const stored = async () =>
        ((await app().inject({ url: '/admin/leads?limit=1000', headers: bearer() })).json() as unknown[]).length;
      const before = await stored();
      const started = performance.now();
      let answered = false;
      // Resolved at once: an inject is sent only when something awaits it.
      const answer = Promise.resolve(
        app().inject({
          method: 'POST',
          url: '/crm/web-to-lead',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            'Last Name': 'Held',
            Email: 'held@faults.example',
            returnURL: `${SITE_URL}/thank-you?thank-you=1`,
          }).toString(),
        }),
      ).finally(() => (answered = true));
      await expect.poll(stored).toBe(before + 1);
      expect(answered).toBe(false);
      expect((await answer).statusCode).toBeLessThan(400);
      expect(performance.now() - started).toBeGreaterThanOrEqual(1_990);
    } finally {
      await admin.del('faults');
    }
  });

  it('needs the admin token and a known kind of garbage', async () => {
    const anonymous = await admin.put('faults', { call: 'get-event-list', answer: 'null' }, {});
    expect(anonymous.statusCode).toBe(401);
    const unknown = await admin.put('faults', { call: 'get-event-list', answer: 'teapot' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('answer: slow, or one of html, null');
    const endless = await admin.put('faults', { call: 'get-event-list', answer: 'slow', delayMs: 60_000 });
    expect(endless.statusCode).toBe(400);
    const never = await admin.put('faults', { call: 'get-event-list', answer: 'slow', delayMs: 10, nth: 0 });
    expect(never.statusCode).toBe(400);
    expect((await app().inject({ url: '/admin/faults', headers: bearer() })).json()).toEqual({ faults: [] });
  });
});

describe('without the flag', () => {
  const { app } = serverForFile({ argv: SMALL });

  it('has no fault switch at all', async () => {
    const response = await adminRequests(app).put('faults', { call: 'get-event-list', answer: 'null' });
    expect(response.statusCode).toBe(404);
    expect(Array.isArray((await app().inject('/api/v1/get-event-list')).json())).toBe(true);
  });
});
