// @vitest-environment node
// The CRM forms' action as a visitor or a stranger would meet it: names in any script,
// no CRM field a visitor sets, and a flood that cannot fill the disk every later lead needs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRM_HIDDEN_DEFAULTS, CRM_PATTERNS } from '@/lib/forms/crm';
import { sendLead } from '@/lib/forms/action';
import { initialLeadState } from '@/lib/forms/state';
import { leadQueue } from '@/lib/leads/runtime';
import { site } from '@/lib/site';
import { contactPost, formOf, journalBytes, redirectOf, withTemporaryJournal } from '../support/lead-journal';
import { submitFrom } from '../support/request-headers';

vi.mock('next/headers', () => import('../support/request-headers'));
withTemporaryJournal();
afterEach(() => submitFrom(null));

const CONTACT = contactPost();
const send = (fields: Record<string, string | string[]>) => sendLead(initialLeadState('contact'), formOf(fields));
const stored = async (email: string) => (await leadQueue().since(0)).find((lead) => lead.fields.Email === email);

describe('names in any script', () => {
  const NAMES = ['José', 'Zoë', 'Nguyễn', 'Nguye\u0302\u0303n', '李', 'Anne Marie'];

  it('are sent and stored as typed, on the server', async () => {
    for (const [n, name] of NAMES.entries()) {
      const Email = `name-${n}@example.com`;
      expect(await redirectOf(send({ ...CONTACT, 'First Name': name, 'Last Name': name, Email }))).toBe(
        '/thank-you?thank-you=3',
      );
      expect((await stored(Email))?.fields).toMatchObject({ 'First Name': name, 'Last Name': name });
    }
  });

  it('match the browser’s pattern, as a browser compiles it (v flag), which still refuses digits and symbols', () => {
    const browser = new RegExp(`^(?:${CRM_PATTERNS.name.pattern})$`, 'v');
    for (const name of NAMES) expect(browser.test(name), name).toBe(true);
    for (const name of ['Ada2', 'R2-D2', '<b>', 'x@y']) expect(browser.test(name), name).toBe(false);
    expect(CRM_PATTERNS.name.title).toBe('Please use only alphabets');
  });

  it("take apostrophes (' and ’), hyphens and periods, in the browser and on the server", async () => {
    const browser = new RegExp(`^(?:${CRM_PATTERNS.name.pattern})$`, 'v');
    for (const name of ["O'Brien-Smith", 'O’Brien', 'Mary-Kate', 'Jr.']) {
      expect(browser.test(name), name).toBe(true);
      const Email = `${name.length}-${Date.now()}@names.example`;
      expect(await redirectOf(send({ ...CONTACT, 'Last Name': name, Email }))).toBe('/thank-you?thank-you=3');
      expect((await stored(Email))?.fields).toMatchObject({ 'Last Name': name });
    }
  });

  it('still refuse digits on the server, with the spec’s message', async () => {
    const state = await send({ ...CONTACT, 'First Name': 'Ada2' });
    expect(state.errors).toEqual({ 'First Name': CRM_PATTERNS.name.title });
  });
});

describe('a visitor sets no CRM field', () => {
  it('keeps only the form’s own fields and sets every hidden one itself', async () => {
    const Email = 'injected@example.com';
    const injected = {
      ...CONTACT,
      Email,
      'Lead Status': 'Qualified',
      LEADCF1: 'Enterprise Deal',
      'Lead Source': 'Partner Referral',
      'Lead Owner': 'eve@attacker.example',
      returnURL: 'https://evil.example/',
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`pad${i}`, 'x'.repeat(2_900)])),
    };
    expect(await redirectOf(send(injected))).toBe('/thank-you?thank-you=3');
    const lead = await stored(Email);
    expect(lead?.fields).toMatchObject({ ...CRM_HIDDEN_DEFAULTS, returnURL: `${site.siteUrl}/thank-you?thank-you=3` });
    expect(Object.keys(lead?.fields ?? {}).filter((name) => name === 'Lead Owner' || name.startsWith('pad'))).toEqual(
      [],
    );
  });
});

describe('a flood stays small', () => {
  it('1,000 padded honeypot posts from one address grow the journal’s files by under 150 kB', async () => {
    await redirectOf(send({ ...CONTACT, Email: 'first@example.com' }));
    const before = journalBytes();
    submitFrom('198.51.100.9');
    const padded = {
      ...CONTACT,
      'First Name': 'Flood'.repeat(20),
      Description: '李'.repeat(3_000),
      website: 'http://spam.example',
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`pad${i}`, '李'.repeat(2_900)])),
    };
    for (let n = 0; n < 1_000; n += 1) await redirectOf(send({ ...padded, Email: `flood-${n}@spam.example` }));
    const growth = journalBytes() - before;
    console.info(`journal growth after 1,000 padded posts: ${(growth / 1024).toFixed(0)} kB`);
    expect(growth).toBeLessThan(150 * 1024);
  }, 60_000);
});
