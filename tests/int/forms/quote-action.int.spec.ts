// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLead } from '@/lib/forms/action';
import { fillTimeKey, signStart } from '@/lib/forms/spam';
import { initialLeadState, MIN_FILL_MS } from '@/lib/forms/state';
import { QUOTE_MESSAGES } from '@site/shared/quote-rules';
import { leadQueue } from '@/lib/leads/runtime';
import { site } from '@/lib/site';
import { formOf, redirectOf, withTemporaryJournal } from '../support/lead-journal';

vi.mock('next/headers', () => import('../support/request-headers'));
withTemporaryJournal();
afterEach(() => vi.restoreAllMocks());

const QUOTE = initialLeadState('quote');
const GOOD = { fullname: 'Grace', email: 'grace@example.com', phoneno: '5551234567', description: 'Two developers' };
/** What the content API gets of GOOD: the number in E.164. */
const RECEIVED = { ...GOOD, phoneno: '+15551234567' };

const stored = async () => (await leadQueue().since(0)).filter((lead) => lead.formId === 'quote');
const newest = async () => (await stored()).at(-1);

describe('sendLead, as the quote form’s server action', () => {
  it('re-checks the rules and answers the messages with the values typed, storing nothing', async () => {
    const state = await sendLead(QUOTE, formOf({ fullname: '', email: 'x@y', phoneno: '12ab' }));
    expect(state).toMatchObject({
      formId: 'quote',
      status: 'invalid',
      values: { fullname: '', email: 'x@y', phoneno: '12ab', description: '', phone_country: '' },
      errors: {
        fullname: QUOTE_MESSAGES.nameRequired,
        email: QUOTE_MESSAGES.emailInvalid,
        phoneno: QUOTE_MESSAGES.phoneLength,
      },
      attempt: 1,
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses an address with a display name with the spec’s message, storing nothing', async () => {
    const state = await sendLead(QUOTE, formOf({ ...GOOD, email: 'Claim-your-prize<victim@example.test>' }));
    expect(state).toMatchObject({ status: 'invalid', errors: { email: QUOTE_MESSAGES.emailInvalid } });
    expect(await stored()).toEqual([]);
  });

  it('stores the quote, with the page and service, as pending in the journal, then goes to thank-you=4', async () => {
    const target = await redirectOf(
      sendLead(QUOTE, formOf({ ...GOOD, pageUrl: `${site.siteUrl}/services/qa`, service_title: 'QA Teams' })),
    );
    expect(target).toBe('/thank-you?thank-you=4');
    const lead = await newest();
    expect(lead).toMatchObject({
      state: 'pending',
      pageUrl: `${site.siteUrl}/services/qa`,
      fields: { ...RECEIVED, pageUrl: `${site.siteUrl}/services/qa`, service_title: 'QA Teams' },
    });
    // A UUIDv7: version 7, variant 10xx.
    expect(lead?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('never forwards a page of another site', async () => {
    await redirectOf(sendLead(QUOTE, formOf({ ...GOOD, pageUrl: 'https://evil.example/x' })));
    expect((await newest())?.fields.pageUrl).toBe(site.siteUrl);
  });

  it('answers failed, keeping the values, only when the journal cannot be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(leadQueue(), 'add').mockRejectedValueOnce(new Error('SQLITE_FULL: database or disk is full'));
    const state = await sendLead({ ...QUOTE, attempt: 2 }, formOf(GOOD));
    expect(state).toEqual({
      formId: 'quote',
      status: 'failed',
      values: { ...GOOD, phone_country: '' },
      errors: {},
      attempt: 3,
    });
  });

  it('answers the pathological email of the ReDoS finding within 100 ms of CPU, storing nothing', async () => {
    const before = (await stored()).length;
    // A megabyte: what Next accepted before serverActions.bodySizeLimit (48 kB now).
    const email = `a@${'.'.repeat(1_000_000)}@`;
    const cpu = process.cpuUsage();
    const state = await sendLead(QUOTE, formOf({ ...GOOD, email }));
    const { user, system } = process.cpuUsage(cpu);
    expect(state).toMatchObject({ status: 'invalid', errors: { email: QUOTE_MESSAGES.emailInvalid } });
    expect((user + system) / 1000).toBeLessThan(100);
    expect(await stored()).toHaveLength(before);
  });

  it('keeps a quote whose honeypot is filled as rejected and thanks the visitor', async () => {
    const form = formOf({ ...GOOD, email: 'bot@spam.example', website: 'http://spam.example' });
    expect(await redirectOf(sendLead(QUOTE, form))).toBe('/thank-you?thank-you=4');
    expect(await newest()).toMatchObject({
      state: 'rejected',
      reason: 'honeypot',
      fields: { email: 'bot@spam.example' },
    });
  });

  it('holds a quote sent under 3 s after its page loaded for review (too-fast), one sent later as pending', async () => {
    const lead_started = signStart(fillTimeKey(), Date.now() - MIN_FILL_MS + 500);
    expect(await redirectOf(sendLead(QUOTE, formOf({ ...GOOD, lead_started })))).toBe('/thank-you?thank-you=4');
    expect(await newest()).toMatchObject({ state: 'rejected', reason: 'too-fast', fields: RECEIVED });
    const later = signStart(fillTimeKey(), Date.now() - MIN_FILL_MS);
    await redirectOf(sendLead(QUOTE, formOf({ ...GOOD, lead_started: later })));
    expect(await newest()).toMatchObject({ state: 'pending', reason: null });
  });

  it('with a site key but no secret, keeps the quote as rejected, never forwarded, and thanks the visitor', async () => {
    const recaptcha = site.recaptcha as { siteKey?: string };
    recaptcha.siteKey = 'a-site-key-without-its-secret';
    try {
      expect(await redirectOf(sendLead(QUOTE, formOf(GOOD)))).toBe('/thank-you?thank-you=4');
    } finally {
      delete recaptcha.siteKey;
    }
    expect(await newest()).toMatchObject({ state: 'rejected', reason: 'recaptcha', fields: RECEIVED });
  });
});
