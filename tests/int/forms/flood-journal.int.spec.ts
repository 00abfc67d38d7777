// @vitest-environment node
// What a flood's refused posts cost the lead journal on disk: every file SQLite writes (the database, its -wal and
// its -shm), measured as they are, with no checkpoint asked for; and what is kept of them for staff to review.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendLead } from '@/lib/forms/action';
import { CRM_HIDDEN_DEFAULTS } from '@/lib/forms/crm';
import { HONEYPOT_FIELD, initialLeadState } from '@/lib/forms/state';
import type { Lead } from '@/lib/leads/lead';
import { leadQueue } from '@/lib/leads/runtime';
import { site } from '@/lib/site';
import { contactPost, formOf, journalBytes, redirectOf, withTemporaryJournal } from '../support/lead-journal';
import { submitFrom } from '../support/request-headers';

vi.mock('next/headers', () => import('../support/request-headers'));
withTemporaryJournal();
afterAll(() => {
  submitFrom(null);
  vi.useRealTimers();
});

const send = (fields: Record<string, string | string[]>) => sendLead(initialLeadState('contact'), formOf(fields));

/** A post padded to the limits: each field at or near its longest, in a script of three bytes a character. */
const padded = (n: number) => ({
  ...contactPost(`${site.siteUrl}/contact-us?${'q'.repeat(200)}`),
  'First Name': '李'.repeat(100),
  'Last Name': '李'.repeat(100),
  Email: `flood-${n}-${'x'.repeat(200)}@spam.example`,
  Description: '李'.repeat(3_000),
  attribution: JSON.stringify({
    first: { landing_page: `/${'李'.repeat(300)}`, utm_source: '李'.repeat(300), utm_campaign: '李'.repeat(300) },
    latest: { utm_medium: '李'.repeat(300), utm_content: '李'.repeat(300), gclid: '李'.repeat(300) },
  }),
});

const storedBytes = (lead: Lead) =>
  Buffer.byteLength(JSON.stringify(lead.fields)) +
  Buffer.byteLength(lead.pageUrl) +
  Buffer.byteLength(JSON.stringify(lead.attribution));

describe('a rate-limited address’s padded posts', () => {
  let growth = 0;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submitFrom('203.0.113.30');
    // The address's ten leads in ten minutes, the last padded too: accepted, each stored whole.
    for (let n = 0; n < 9; n += 1) await redirectOf(send({ ...contactPost(), Email: `person-${n}@example.com` }));
    await redirectOf(send({ ...padded(0), Email: 'padded-person@example.com' }));
    const before = journalBytes();
    for (let n = 0; n < 30; n += 1) expect(await redirectOf(send(padded(n)))).toBe('/thank-you?thank-you=3');
    // The counts are saved once a minute: that write is the flood's too.
    await vi.advanceTimersByTimeAsync(60_000);
    growth = journalBytes() - before;
    console.info(`journal growth after 30 padded rate-limited posts: ${growth.toLocaleString('en')} bytes`);
  });

  it('30 grow the journal’s files (main, -wal, -shm) by under 150 kB, and are counted', async () => {
    expect(growth).toBeLessThan(150 * 1024);
    expect((await leadQueue().rejectedCounts(0)).map(({ count }) => count)).toEqual([30]);
  });

  it('keep a few records an hour for review, each value cut and each record bounded; an accepted lead is whole', async () => {
    const leads = await leadQueue().since(0);
    const rejected = leads.filter((lead) => lead.state === 'rejected');
    expect(rejected.map((lead) => lead.reason)).toEqual(Array(5).fill('rate-limit'));
    for (const lead of rejected) {
      expect(storedBytes(lead)).toBeLessThanOrEqual(2_000);
      const touches = [lead.attribution?.first, lead.attribution?.latest].flatMap((touch) =>
        Object.values(touch ?? {}),
      );
      const texts = [lead.pageUrl, ...Object.values(lead.fields).flat(), ...touches];
      expect(texts.filter((text) => text.length > 200)).toEqual([]);
      // Recognisable: the name and the message's first words are there, the form's hidden CRM fields whole.
      expect(lead.fields).toMatchObject({ ...CRM_HIDDEN_DEFAULTS, 'First Name': expect.stringMatching(/^李{10,}$/) });
      expect(lead.fields.Description).toMatch(/^李{10,}$/);
    }
    const whole = leads.find((lead) => lead.fields.Email === 'padded-person@example.com');
    expect(whole).toMatchObject({ state: 'pending', fields: { Description: '李'.repeat(3_000) } });
    expect(whole?.attribution?.first.utm_source).toBe('李'.repeat(255));
  });
});

describe('a flood from one IPv6 network', () => {
  it('is one address: posts from 20 addresses of one /64 keep 5 records', async () => {
    for (let n = 1; n <= 20; n += 1) {
      submitFrom(`2001:db8:5:6::${n.toString(16)}`);
      await redirectOf(
        send({ ...contactPost(), Email: `v6-${n}@spam.example`, [HONEYPOT_FIELD]: 'http://spam.example' }),
      );
    }
    const kept = (await leadQueue().since(0)).filter((lead) => lead.fields.Email?.toString().startsWith('v6-'));
    expect(kept.map((lead) => lead.reason)).toEqual(Array(5).fill('honeypot'));
  });
});
