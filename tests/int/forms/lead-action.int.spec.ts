// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLead } from '@/lib/forms/action';
import { checkCrmLead } from '@/lib/forms/crm-rules';
import { crmHiddenFields } from '@/lib/forms/forms';
import { fillTimeKey, signStart } from '@/lib/forms/spam';
import type { LeadFormId } from '@/lib/forms/definitions';
import { initialLeadState, MIN_FILL_MS } from '@/lib/forms/state';
import { CONTACT_MESSAGES } from '@/lib/copy/contact';
import { CHECK_WORDS } from '@/lib/copy/lead-forms';
import { leadQueue } from '@/lib/leads/runtime';
import { site } from '@/lib/site';
import {
  CONTACT_RECEIVED,
  CONTACT_TYPED,
  contactPost,
  formOf,
  redirectOf,
  withTemporaryJournal,
} from '../support/lead-journal';
import { submitFrom } from '../support/request-headers';

vi.mock('next/headers', () => import('../support/request-headers'));
withTemporaryJournal();
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  submitFrom(null);
});

const PAGE = `${site.siteUrl}/contact-us?utm_source=x`;
const TYPED = CONTACT_TYPED;
const CONTACT = contactPost(PAGE);
const CONTACT_STATE = initialLeadState('contact');
const SCHEDULE = initialLeadState('schedule-a-call');

describe('the CRM forms’ server-side rules', () => {
  it('check what the browser checks, in its order', () => {
    expect(checkCrmLead('contact', CONTACT)).toEqual({});
    expect(
      checkCrmLead('contact', { ...CONTACT, 'First Name': 'Ada2', Email: 'ada-at-home', Phone: '12345', LEADCF3: '' }),
    ).toEqual({ 'First Name': 'patternMismatch', Email: 'typeMismatch', Phone: 'tooShort', LEADCF3: 'valueMissing' });
    expect(checkCrmLead('contact', { ...CONTACT, Phone: '20712abcde' })).toEqual({ Phone: 'patternMismatch' });
  });

  it('want at least one skill on schedule-a-call, and cap every field', () => {
    const schedule = { ...CONTACT, LEADCF15: '+1 US', Company: 'Navy', LEADCF14: '11-50', LEADCF13: 'Full Time' };
    expect(checkCrmLead('schedule-a-call', { ...schedule, LEADCF11: ['Go'] })).toEqual({});
    expect(checkCrmLead('schedule-a-call', schedule)).toEqual({ LEADCF11: 'customError' });
    expect(checkCrmLead('contact', { ...CONTACT, Description: 'x'.repeat(3_001) })).toEqual({ Description: 'tooLong' });
    // Even blank: the length is checked before anything else, on what was posted.
    expect(checkCrmLead('contact', { ...CONTACT, Description: ' '.repeat(3_001) })).toEqual({ Description: 'tooLong' });
  });
});

describe('sendLead, the CRM forms’ server action', () => {
  it('stores the form’s fields as typed, with the hidden ones the server sets, before the thank-you', async () => {
    const form = formOf({ ...CONTACT, LEADCF11: ['React', 'Go'], $ACTION_KEY: 'k', 'g-recaptcha-response': '' });
    expect(await redirectOf(sendLead(CONTACT_STATE, form))).toBe('/thank-you?thank-you=3');
    const [lead] = await leadQueue().list('pending', 10);
    expect(lead).toMatchObject({ formId: 'contact', pageUrl: PAGE });
    // Skills are no field of the contact form; Next's and the site's own fields are no CRM field.
    expect(lead?.fields).toEqual({ ...CONTACT_RECEIVED, ...crmHiddenFields('contact', PAGE) });
  });

  it('keeps repeated skills on schedule-a-call, at most as many as the form offers', async () => {
    const skills = Array.from({ length: 20 }, (_, n) => `Skill ${n}`);
    const schedule = { ...CONTACT, xmIwtLD: 'schedule-a-call', LEADCF15: '+1 US', Company: 'N', LEADCF14: '1-10' };
    const form = formOf({ ...schedule, Email: 'skills@example.com', LEADCF11: skills, LEADCF13: 'Full Time' });
    expect(await redirectOf(sendLead(SCHEDULE, form))).toBe('/book-an-event');
    const lead = (await leadQueue().list('pending', 100)).find((l) => l.fields.Email === 'skills@example.com');
    expect(lead?.fields.LEADCF11).toEqual(skills.slice(0, 13));
  });

  it('answers the checks with every value typed, storing nothing', async () => {
    const count = (await leadQueue().since(0)).length;
    const state = await sendLead(CONTACT_STATE, formOf({ ...CONTACT, LEADCF3: '' }));
    expect(state).toEqual({
      formId: 'contact',
      status: 'invalid',
      values: { ...TYPED, LEADCF3: '' },
      errors: { LEADCF3: CONTACT_MESSAGES.LEADCF3.valueMissing },
      attempt: 1,
    });
    expect(await leadQueue().since(0)).toHaveLength(count);
  });

  it('refuses an address with a display name or brackets with the field’s own message, storing nothing', async () => {
    const count = (await leadQueue().since(0)).length;
    for (const Email of ['Claim-your-prize<victim@example.test>', 'x<victim@example.test>', 'victim@example.test;']) {
      const state = await sendLead(CONTACT_STATE, formOf({ ...CONTACT, Email }));
      expect(state).toMatchObject({ status: 'invalid', errors: { Email: CONTACT_MESSAGES.Email.typeMismatch } });
    }
    expect(await leadQueue().since(0)).toHaveLength(count);
  });

  it('words a check the form has no message for as the browser does (the service lead form)', async () => {
    const service = { ...CONTACT, Company: '', Description: 'x' };
    const state = await sendLead(initialLeadState('service-lead'), formOf(service));
    expect(state.errors).toEqual({ Company: CHECK_WORDS.valueMissing });
  });

  it('refuses a form it does not know', async () => {
    const state = await sendLead({ ...CONTACT_STATE, formId: 'other' as LeadFormId }, formOf(CONTACT));
    expect(state.status).toBe('invalid');
  });

  it('goes to the booking step after schedule-a-call and to thank-you=2 after a service lead', async () => {
    const schedule = { ...CONTACT, xmIwtLD: 'schedule-a-call', LEADCF15: '+1 US', Company: 'N', LEADCF14: '1-10' };
    expect(await redirectOf(sendLead(SCHEDULE, formOf({ ...schedule, LEADCF11: 'Go', LEADCF13: 'Full Time' })))).toBe(
      '/book-an-event',
    );
    const service = { ...CONTACT, xmIwtLD: 'service-lead', Company: 'N', LEADCF16: '' };
    expect(await redirectOf(sendLead(initialLeadState('service-lead'), formOf(service)))).toBe(
      '/thank-you?thank-you=2',
    );
  });

  it('keeps a lead whose honeypot is filled as rejected, never forwarded, and thanks the visitor', async () => {
    const form = formOf({ ...CONTACT, Email: 'bot@spam.example', website: 'http://spam.example' });
    expect(await redirectOf(sendLead(CONTACT_STATE, form))).toBe('/thank-you?thank-you=3');
    const [lead] = await leadQueue().list('rejected', 10);
    expect(lead).toMatchObject({ reason: 'honeypot', fields: { ...CONTACT_RECEIVED, Email: 'bot@spam.example' } });
    expect(lead?.fields).not.toHaveProperty('website');
  });

  it('keeps a lead sent under 3 s after its first input as rejected (too-fast); a slower one is pending', async () => {
    const started = signStart(fillTimeKey(), Date.now());
    const fast = formOf({ ...CONTACT, Email: 'fast@bot.example', lead_started: started });
    expect(await redirectOf(sendLead(CONTACT_STATE, fast))).toBe('/thank-you?thank-you=3');
    expect(await leadQueue().list('rejected', 10)).toContainEqual(
      expect.objectContaining({ reason: 'too-fast', fields: expect.objectContaining({ Email: 'fast@bot.example' }) }),
    );
    vi.useFakeTimers({ now: Date.now() + MIN_FILL_MS, toFake: ['Date'] });
    await redirectOf(
      sendLead(CONTACT_STATE, formOf({ ...CONTACT, Email: 'slow@person.example', lead_started: started })),
    );
    const pending = await leadQueue().list('pending', 100);
    expect(pending.find((lead) => lead.fields.Email === 'slow@person.example')?.fields).not.toHaveProperty(
      'lead_started',
    );
  });

  it('keeps the 11th lead from one address in 10 minutes as rejected (rate-limit), thanked all the same', async () => {
    submitFrom('203.0.113.7');
    for (let n = 1; n <= 11; n += 1) {
      const form = formOf({ ...CONTACT, Description: `burst ${n}` });
      expect(await redirectOf(sendLead(CONTACT_STATE, form))).toBe('/thank-you?thank-you=3');
    }
    const burst = (await leadQueue().since(0)).filter((lead) => String(lead.fields.Description).startsWith('burst'));
    expect(burst.map((lead) => lead.reason)).toEqual([...Array<null>(10).fill(null), 'rate-limit']);
    submitFrom('203.0.113.8');
    await redirectOf(sendLead(CONTACT_STATE, formOf({ ...CONTACT, Description: 'neighbour' })));
    expect((await leadQueue().list('pending', 100)).some((lead) => lead.fields.Description === 'neighbour')).toBe(true);
  });

  it('answers failed, keeping the values, only when the journal cannot be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(leadQueue(), 'add').mockRejectedValueOnce(new Error('SQLITE_READONLY'));
    const state = await sendLead(CONTACT_STATE, formOf(CONTACT));
    expect(state).toEqual({ formId: 'contact', status: 'failed', values: TYPED, errors: {}, attempt: 1 });
  });
});
