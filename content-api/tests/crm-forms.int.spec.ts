import { describe, expect, it } from 'vitest';
import { CRM_FIELD_LIMITS, CRM_FIELD_REPEATS } from '@site/shared/crm-fields';
import { bearer, SITE_URL, serverForFile } from './helpers.ts';

const { app } = serverForFile({ argv: ['--blogs', '1', '--events', '1'] });

type Fields = Record<string, string | string[]>;

/** Form-encoded as a browser does it: repeated keys repeat, spaces as +. */
const encode = (fields: Fields) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item);
  return body.toString();
};

// What Chrome and Firefox send with a native form POST.
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const post = (fields: Fields, headers: Record<string, string> = {}) =>
  app().inject({
    method: 'POST',
    url: '/crm/web-to-lead',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: encode(fields),
  });

const leads = async () =>
  (await app().inject({ url: '/admin/leads?limit=1000', headers: bearer() })).json() as {
    kind: string;
    fields: Fields;
  }[];

// The hidden fields the site's three forms carry (spec 001 §3), plus each form's own fields.
const HIDDEN = {
  xnQsjsdp: 'c0ffee1234',
  actionType: 'TGVhZHM=',
  LEADCF1: 'Hiring Geniuses Leads',
  'Lead Source': 'Website',
  'Lead Status': 'Not Contacted',
  LEADCF17: `${SITE_URL}/software-development?utm_source=newsletter&utm_medium=email`,
  returnURL: `${SITE_URL}/thank-you?thank-you=1`,
};
const PERSON = {
  'First Name': 'Luis',
  'Last Name': 'Ortega Vélez',
  Email: 'luis+crm@andes.example',
  Phone: '5745550199',
};

const FORMS: Record<string, { fields: Fields; required: string[] }> = {
  'service-lead': {
    fields: {
      ...HIDDEN,
      xmIwtLD: 'service-lead',
      ...PERSON,
      Company: 'Andes Retail Group',
      LEADCF16: 'https://andes.example',
      Description: 'Two React developers & a QA engineer.\r\nStart in January.',
    },
    required: ['First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Description'],
  },
  'schedule-a-call': {
    fields: {
      ...HIDDEN,
      xmIwtLD: 'schedule-a-call',
      LEADCF15: '+57',
      ...PERSON,
      Company: 'Andes Retail Group',
      LEADCF14: '11-50',
      LEADCF11: ['React', 'Python', 'Other'],
      LEADCF12: 'Elixir',
      LEADCF13: 'Full Time',
      Description: '',
      skill_count: '13',
    },
    required: ['First Name', 'Last Name', 'Email', 'Phone', 'LEADCF15', 'Company', 'LEADCF14', 'LEADCF11', 'LEADCF13'],
  },
  contact: {
    fields: {
      ...HIDDEN,
      xmIwtLD: 'contact',
      _token: 'Zm9ybS10b2tlbg==',
      ...PERSON,
      LEADCF3: 'Partnership',
      Description: '  We would like to talk about a referral partnership.  ',
    },
    required: ['First Name', 'Last Name', 'Email', 'Phone', 'LEADCF3', 'Description'],
  },
  'an unknown form': {
    fields: { ...HIDDEN, xmIwtLD: 'newsletter', 'Last Name': 'Ortega', Email: 'luis@andes.example' },
    required: ['Last Name', 'Email'],
  },
};

describe.each(Object.entries(FORMS))('%s', (kind, form) => {
  it('is stored with every field exactly as sent, hidden ones and repeats included, then redirected', async () => {
    const response = await post(form.fields, { accept: BROWSER_ACCEPT });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(HIDDEN.returnURL);
    const [lead] = await leads();
    expect(lead?.kind).toBe('crm');
    expect(lead?.fields).toStrictEqual(form.fields);
    expect(Object.keys(lead?.fields ?? {})).toEqual(Object.keys(form.fields));
  });

  it.each(form.required)('without %s: 400 naming it, nothing stored', async (name) => {
    const before = (await leads()).length;
    for (const blank of [undefined, '', '   ']) {
      const fields: Fields = { ...form.fields };
      if (blank === undefined) delete fields[name];
      else fields[name] = blank;
      const response = await post(fields);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const { error } = response.json() as { error: string };
      expect(error).toMatch(kind === 'an unknown form' ? /^missing required fields: / : `for the ${kind} form`);
      expect(error).toContain(name);
    }
    expect((await leads()).length).toBe(before);
  });
});

describe('stored exactly as sent', () => {
  it('keeps odd keys, blank and repeated values, and bytes that are not valid percent-encoding', async () => {
    const raw = `${encode(FORMS['an unknown form']?.fields ?? {})}&__proto__=p&constructor=c&LEADCF11=&LEADCF11=Go&Bad=%E0%A4%A&Flag`;
    const response = await app().inject({
      method: 'POST',
      url: '/crm/web-to-lead',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: raw,
    });
    expect(response.statusCode).toBe(302);
    const [lead] = await leads();
    expect(JSON.stringify(lead?.fields)).toContain(
      '"__proto__":"p","constructor":"c","LEADCF11":["","Go"],"Bad":"%E0%A4%A","Flag":""',
    );
  });
});

describe('required-field checks', () => {
  const call = FORMS['schedule-a-call']?.fields ?? {};

  it('a repeated field needs one non-blank value', async () => {
    expect((await post({ ...call, LEADCF11: ['', ' '] })).json().error).toContain('LEADCF11 (Skills you need');
    expect((await post({ ...call, LEADCF11: ['', 'Go'] })).statusCode).toBe(302);
    expect((await post({ ...call, LEADCF11: 'Go' })).statusCode).toBe(302);
  });

  it('names every missing field at once, in form order', async () => {
    const { 'First Name': _first, LEADCF15: _code, LEADCF13: _type, ...rest } = call;
    const response = await post(rest);
    expect(response.json()).toEqual({
      error:
        'missing required fields for the schedule-a-call form: First Name, LEADCF15 (Phone country code), LEADCF13 (Engagement type)',
    });
  });

  it('a missing form identifier needs only Last Name and Email', async () => {
    const { xmIwtLD: _id, ...rest } = FORMS['an unknown form']?.fields ?? {};
    expect((await post(rest)).statusCode).toBe(302);
    expect((await post({ ...rest, Email: '' })).json()).toEqual({ error: 'missing required fields: Email' });
  });
});

describe('the refusal a browser sees', () => {
  const contact = FORMS.contact?.fields ?? {};
  const missingTwo = { ...contact, Phone: '', LEADCF3: '' };

  it('is a small HTML page naming the missing fields in plain words, with a link back to the form', async () => {
    const before = (await leads()).length;
    const referer = `${SITE_URL}/contact-us?from=footer`;
    const response = await post(missingTwo, { accept: BROWSER_ACCEPT, referer });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Some details are missing</title>');
    expect(html).toContain('Nothing was sent');
    expect(html).toContain('<ul><li>Phone number</li><li>Inquiry</li></ul>');
    expect(html).not.toContain('LEADCF3');
    expect(html).toContain(`<a class="back" href="${referer}" onclick="`);
    expect(html).toContain('history.back()');
    expect(html).not.toMatch(/<link|<script src|@import|url\(/); // self-contained
    expect(html.length).toBeLessThan(4_000);
    expect((await leads()).length).toBe(before);
  });

  it('links to the site, not to a foreign or malformed Referer', async () => {
    for (const referer of ['https://evil.example/form', 'not a url', `${SITE_URL}.evil.example/`]) {
      const response = await post(missingTwo, { accept: BROWSER_ACCEPT, referer });
      expect(response.body).toContain(`<a class="back" href="${SITE_URL}/"`);
    }
    expect((await post(missingTwo, { accept: BROWSER_ACCEPT })).body).toContain(`href="${SITE_URL}/"`);
  });

  it('says so in the singular for one field, and escapes what it shows', async () => {
    const referer = `${SITE_URL}/contact-us?q="><script>alert(1)</script>`;
    const response = await post({ ...contact, Email: '' }, { accept: BROWSER_ACCEPT, referer });
    expect(response.body).toContain('<h1>One detail is missing</h1>');
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('a bad returnURL gets a page too, and is still no redirect', async () => {
    const response = await post({ ...contact, returnURL: 'https://evil.example/' }, { accept: BROWSER_ACCEPT });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<title>This form could not be sent</title>');
    expect(response.body).toContain('Nothing was sent');
  });

  it.each([
    ['no Accept header', undefined],
    ['JSON first', 'application/json, text/html;q=0.9'],
    ['anything', '*/*'],
    ['html refused', 'text/html;q=0, */*'],
  ])('is JSON for %s', async (_label, accept) => {
    const response = await post(missingTwo, accept === undefined ? {} : { accept });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'missing required fields for the contact form: Phone, LEADCF3 (Inquiry)',
    });
  });
});

describe('the fields CRM_ATTRIBUTION_FIELDS maps', () => {
  const mapped = serverForFile({
    argv: ['--blogs', '1', '--events', '1'],
    env: { CRM_ATTRIBUTION_FIELDS: 'utm_source=LEADCF20,latest.utm_campaign=LEADCF21' },
  });
  const send = (fields: Fields) =>
    mapped.app().inject({
      method: 'POST',
      url: '/crm/web-to-lead',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encode(fields),
    });
  const lead = { ...FORMS.contact!.fields, lead_id: '0196f1c2-7a10-7b2e-9c3d-4e5f60718294' };

  it('stores them, and refuses one longer than the CRM’s 255 characters as it refuses any field', async () => {
    const tooLong = await send({ ...lead, LEADCF20: 'é'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: 'too long for the CRM: LEADCF20' });
    expect((await send({ ...lead, LEADCF20: 'é'.repeat(255), LEADCF21: 'q1' })).statusCode).toBe(302);
    const stored = (await mapped.app().inject({ url: '/admin/leads', headers: bearer() })).json() as {
      fields: Fields;
    }[];
    expect(stored[0]?.fields).toMatchObject({ LEADCF20: 'é'.repeat(255), LEADCF21: 'q1' });
  });

  it('takes a body of every field, the mapped ones too, at its size in the costliest script', async () => {
    // 李 is 9 bytes once form-encoded, the most a code unit can be (packages/shared/src/form-body.ts).
    const fields: Fields = Object.fromEntries(
      Object.entries(CRM_FIELD_LIMITS).map(([name, limit]) => [
        name,
        Array<string>(CRM_FIELD_REPEATS[name] ?? 1).fill('李'.repeat(limit)),
      ]),
    );
    fields.returnURL = `${SITE_URL}/${'李'.repeat(CRM_FIELD_LIMITS.returnURL - SITE_URL.length - 1)}`;
    fields.lead_id = '0196f1c2-7a10-7b2e-9c3d-4e5f60718295';
    const response = await send({ ...fields, LEADCF20: '李'.repeat(255), LEADCF21: '李'.repeat(255) });
    expect(response.statusCode).toBe(302);
  });
});
