// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUOTE_MESSAGES } from '@/lib/forms/quote';
import { sendQuote } from '@/lib/forms/quote-action';
import { INITIAL_QUOTE_STATE } from '@/lib/forms/quote-state';
import { site } from '@/lib/site';

const API = 'http://127.0.0.1:4010/api/v1/service-form-submit-action';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const GOOD = { fullname: 'Grace', email: 'grace@example.com', phoneno: '5551234567', description: 'Two developers' };

function formOf(values: Record<string, string>) {
  const form = new FormData();
  Object.entries(values).forEach(([name, value]) => form.set(name, value));
  return form;
}

/** redirect() throws an error whose digest names the target. */
async function redirectOf(promise: Promise<unknown>): Promise<string> {
  const error = (await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )) as { digest?: string } | null;
  return error?.digest?.split(';')[2] ?? '';
}

describe('sendQuote, the quote form’s server action', () => {
  it('re-checks the rules and answers the messages with the values typed, calling nothing', async () => {
    const state = await sendQuote(INITIAL_QUOTE_STATE, formOf({ fullname: '', email: 'x@y', phoneno: '12ab' }));
    expect(state).toMatchObject({
      status: 'invalid',
      values: { fullname: '', email: 'x@y', phoneno: '12ab', description: '' },
      errors: {
        fullname: QUOTE_MESSAGES.nameRequired,
        email: QUOTE_MESSAGES.emailInvalid,
        phoneno: QUOTE_MESSAGES.phoneLength,
      },
      attempt: 1,
    });
  });

  it('posts the form-encoded request with the page and service, then goes to thank-you=4', async () => {
    let body = '';
    server.use(
      http.post(API, async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ result: 1 });
      }),
    );
    const target = await redirectOf(
      sendQuote(
        INITIAL_QUOTE_STATE,
        formOf({ ...GOOD, pageUrl: `${site.siteUrl}/services/qa`, service_title: 'QA Teams' }),
      ),
    );
    expect(target).toBe('/thank-you?thank-you=4');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      ...GOOD,
      pageUrl: `${site.siteUrl}/services/qa`,
      service_title: 'QA Teams',
    });
  });

  it('never forwards a page of another site', async () => {
    let pageUrl = '';
    server.use(
      http.post(API, async ({ request }) => {
        pageUrl = new URLSearchParams(await request.text()).get('pageUrl') ?? '';
        return HttpResponse.json({ result: 1 });
      }),
    );
    await redirectOf(sendQuote(INITIAL_QUOTE_STATE, formOf({ ...GOOD, pageUrl: 'https://evil.example/x' })));
    expect(pageUrl).toBe(site.siteUrl);
  });

  for (const [name, reply] of [
    ['result 0', () => HttpResponse.json({ result: 0 })],
    ['a 422', () => HttpResponse.json({ result: 0, errors: { email: 'bad' } }, { status: 422 })],
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ] as const) {
    it(`answers failed on ${name}, keeping the values`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(http.post(API, reply));
      const state = await sendQuote({ ...INITIAL_QUOTE_STATE, attempt: 2 }, formOf(GOOD));
      expect(state).toEqual({ status: 'failed', values: GOOD, errors: {}, attempt: 3 });
    });
  }

  it('answers the pathological email of the ReDoS finding within 100 ms of CPU, calling nothing', async () => {
    const posted = vi.fn();
    server.use(http.post(API, () => (posted(), HttpResponse.json({ result: 1 }))));
    // A megabyte: what Next accepted before serverActions.bodySizeLimit (32 kB now).
    const email = `a@${'.'.repeat(1_000_000)}@`;
    const before = process.cpuUsage();
    const state = await sendQuote(INITIAL_QUOTE_STATE, formOf({ ...GOOD, email }));
    const { user, system } = process.cpuUsage(before);
    expect(state).toMatchObject({ status: 'invalid', errors: { email: QUOTE_MESSAGES.emailInvalid } });
    expect((user + system) / 1000).toBeLessThan(100);
    expect(posted).not.toHaveBeenCalled();
  });

  it('sends the server-to-server token the content API requires', async () => {
    const config = site as { contentApiSubmitToken?: string };
    config.contentApiSubmitToken = 'submit-token-for-this-test';
    let authorization: string | null = null;
    server.use(
      http.post(API, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ result: 1 });
      }),
    );
    try {
      await redirectOf(sendQuote(INITIAL_QUOTE_STATE, formOf(GOOD)));
    } finally {
      delete config.contentApiSubmitToken;
    }
    expect(authorization).toBe('Bearer submit-token-for-this-test');
  });

  it('fails closed with a site key but no secret: nothing is stored and the values stay', async () => {
    const recaptcha = site.recaptcha as { siteKey?: string };
    recaptcha.siteKey = 'a-site-key-without-its-secret';
    const posted = vi.fn();
    server.use(http.post(API, () => (posted(), HttpResponse.json({ result: 1 }))));
    try {
      const state = await sendQuote(INITIAL_QUOTE_STATE, formOf(GOOD));
      expect(state).toEqual({ status: 'failed', values: GOOD, errors: {}, attempt: 1 });
    } finally {
      delete recaptcha.siteKey;
    }
    expect(posted).not.toHaveBeenCalled();
  });
});
