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
});
