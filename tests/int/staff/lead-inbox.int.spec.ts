// The lead inbox's filter (read from its address), its words for each state, and its 30-day chart.
import { leadFilterParams, leadQueryOf, readLeadFilter } from '@/lib/staff/leads/lead-filter';
import { leadsChart } from '@/lib/staff/leads/lead-chart';
import { STATUS_LABEL, statusOf } from '@/lib/staff/leads/lead-words';
import type { Lead } from '@/lib/leads/lead';
import { storedLead } from '../support/stored-lead';

const DAY = 24 * 60 * 60_000;
const lead = (extra: Partial<Lead>): Lead => storedLead({ id: 'a', ...extra });

describe('the inbox filter', () => {
  it('keeps known forms, states and real days, bounds the text, and ignores the rest', () => {
    const filter = readLeadFilter({
      form: 'quote',
      state: 'dead',
      from: '2026-11-01',
      to: '2026-11-02',
      campaign: 'q1',
      q: 'x'.repeat(500),
      page: '3',
      extra: 'ignored',
    });
    expect(filter).toMatchObject({ form: 'quote', state: 'dead', from: '2026-11-01', campaign: 'q1', page: 3 });
    expect(filter.q).toHaveLength(254);
    expect(
      readLeadFilter({ form: 'lead-status', state: 'gone', from: '2026-13-45', page: '-1', q: ['a', 'b'] }),
    ).toEqual({ form: '', state: '', from: '', to: '', zone: '', campaign: '', q: '', page: 1 });
    expect(readLeadFilter({ zone: 'Mars/Olympus_Mons' }).zone).toBe('');
    expect(readLeadFilter({ zone: `Europe/${'x'.repeat(100)}` }).zone).toBe('');
  });

  it('reads the days in the zone the browser sent, across a change of the clocks', () => {
    const bogota = readLeadFilter({ from: '2026-11-01', to: '2026-11-01', zone: 'America/Bogota' });
    expect(leadQueryOf(bogota)).toMatchObject({
      from: Date.parse('2026-11-01T05:00:00Z'),
      to: Date.parse('2026-11-02T05:00:00Z'),
    });
    // Paris moves its clocks forward on 29 March 2026: that day lasts 23 hours.
    const paris = readLeadFilter({ from: '2026-03-29', to: '2026-03-29', zone: 'Europe/Paris' });
    expect(leadQueryOf(paris)).toMatchObject({
      from: Date.parse('2026-03-28T23:00:00Z'),
      to: Date.parse('2026-03-29T22:00:00Z'),
    });
    expect(leadFilterParams(paris).toString()).toBe('from=2026-03-29&to=2026-03-29&zone=Europe%2FParis');
  });

  it('asks the queue for the days in UTC, both included, a page at a time; links keep the filter', () => {
    const filter = readLeadFilter({ from: '2026-11-01', to: '2026-11-01', q: 'ana', page: '2' });
    const from = Date.UTC(2026, 10, 1);
    expect(leadQueryOf(filter)).toEqual({ from, to: from + DAY, search: 'ana', offset: 25, limit: 25 });
    expect(leadQueryOf(filter, 10_000)).toMatchObject({ offset: 0, limit: 10_000 });
    expect(leadFilterParams(filter, 3).toString()).toBe('from=2026-11-01&to=2026-11-01&q=ana&page=3');
  });
});

describe('a lead’s state in words', () => {
  it('says received, retrying (with the next try when known), delivered, held and rejected with the check', () => {
    expect(statusOf(lead({})).kind).toBe('received');
    expect(statusOf(lead({ attempts: 2, lastError: 'HTTP 503' }))).toEqual({
      kind: 'retrying',
      attempts: 2,
      nextAt: null,
      error: 'HTTP 503',
    });
    expect(statusOf(lead({ state: 'delivered', updatedAt: 5 }))).toEqual({ kind: 'delivered', at: 5 });
    expect(statusOf(lead({ state: 'dead', lastError: 'HTTP 400' }))).toEqual({ kind: 'held', error: 'HTTP 400' });
    expect(statusOf(lead({ state: 'rejected', reason: 'honeypot' })).kind).toBe('rejected');
  });

  it('says a fast send is held for review, not rejected, with the check that flagged it', () => {
    const held = lead({ state: 'rejected', reason: 'too-fast' });
    expect(statusOf(held)).toEqual({
      kind: 'review',
      check: 'it was sent less than 3 seconds after its page loaded (too-fast)',
    });
    expect(STATUS_LABEL[statusOf(held).kind]).toBe('Held for review');
  });
});

describe('the 30-day chart', () => {
  it('counts leads not refused as spam by page and campaign, the busiest first, the rest in one row', () => {
    const touch = (utm_campaign: string) => ({ first: {}, latest: { utm_campaign } });
    const leads = [
      lead({ attribution: touch('q1') }),
      lead({ attribution: touch('q1'), pageUrl: 'http://localhost:3000/pricing?x=1' }),
      lead({ state: 'rejected', attribution: touch('spam') }),
      ...Array.from({ length: 9 }, (_, i) => lead({ pageUrl: `http://localhost:3000/p${i}` })),
    ];
    const chart = leadsChart(leads);
    expect(chart.total).toBe(11);
    expect(chart.byCampaign).toEqual([
      { label: 'No campaign', count: 9 },
      { label: 'q1', count: 2 },
    ]);
    expect(chart.byPage).toHaveLength(8);
    expect(chart.byPage[7]).toEqual({ label: '4 others', count: 4 });
  });
});
