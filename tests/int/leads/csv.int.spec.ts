// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CRM_FIELDS } from '@/lib/forms/crm';
import type { Lead } from '@/lib/leads/lead';
import { storedLead } from '../support/stored-lead';
import { leadsCsv } from '@/lib/staff/leads/lead-sheet';

const lead = (id: string, fields: Lead['fields'], extra: Partial<Lead> = {}): Lead =>
  storedLead({
    id,
    formId: 'schedule-a-call',
    fields,
    pageUrl: 'http://localhost:3000/schedule-a-call?a=1,2',
    createdAt: Date.UTC(2026, 10, 2, 9, 30),
    attempts: 2,
    nextAttemptAt: 0,
    lastError: 'HTTP 503',
    ...extra,
  });

/** A row's cells as a spreadsheet that honours quotes reads them. */
const cellsOf = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"/g)].map(([, text]) => text!.replaceAll('""', '"'));
/** The file's rows (CRLF between them; a line break inside a quoted cell is a bare LF), the BOM taken off. */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
/** Every line wholly made of quoted cells, one comma between each. */
const EVERY_CELL_QUOTED = /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/;
/** Each row as an object by its header's words. */
const tableOf = (csv: string) => {
  const [header, ...rows] = rowsOf(csv).map(cellsOf);
  return rows.map((row) => Object.fromEntries(header!.map((name, n) => [name, row[n]])));
};

const HEADER = [
  ...['Received (UTC)', 'Name', 'Email', 'Phone', 'Company', 'Message', 'Form', 'Page', 'Service'],
  ...['Company website', 'Company size', 'Skills you need', 'Which other skills?', 'Engagement type', 'Inquiry'],
  ...['State', 'Campaign', 'First came from', 'Latest campaign link', 'Refused because', 'Delivery attempts'],
  ...['Last delivery error', 'Privacy notice of', 'Lead ID'],
];

describe('the leads CSV export', () => {
  it('starts with a UTF-8 byte order mark and has RFC 4180 rows: CRLF, every cell quoted, quotes doubled', () => {
    const csv = leadsCsv([
      lead('a', { 'First Name': 'Zoë', 'Last Name': '李', Description: 'Two "senior"\nstart May' }),
    ]);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatch(EVERY_CELL_QUOTED);
    expect(rows[1]).toContain('"Zoë 李"');
    expect(rows[1]).toContain('"Two ""senior""\nstart May"');
  });

  it('has one column per meaning, named in words, the same for every form, and no CRM internals', () => {
    const quote = lead(
      'q',
      {
        fullname: 'Bo Ek',
        email: 'bo@example.com',
        phoneno: '2125550199',
        description: 'A shop',
        service_title: 'Web',
      },
      { formId: 'quote', pageUrl: 'http://localhost:3000/services/web?x=1' },
    );
    const call = lead('c', {
      'First Name': 'Ana',
      'Last Name': 'Li',
      Email: 'ana@example.com',
      Phone: '4165550100',
      [CRM_FIELDS.phoneCountryCode]: '+1 US',
      Company: 'Acme',
      [CRM_FIELDS.skills]: ['React', 'Go'],
      [CRM_FIELDS.companySize]: '11-50',
      [CRM_FIELDS.formKey]: 'web-to-lead',
      [CRM_FIELDS.formId]: 'schedule-a-call',
      [CRM_FIELDS.actionType]: 'TGVhZHM=',
      [CRM_FIELDS.returnUrl]: 'http://localhost:3000/book',
      [CRM_FIELDS.token]: 'abc',
      [CRM_FIELDS.leadStatus]: 'Not Contacted',
      [CRM_FIELDS.submittedFrom]: 'http://localhost:3000/schedule-a-call',
      '=HYPERLINK("http://evil.example")': 'x',
    });
    const csv = leadsCsv([quote, call]);
    expect(cellsOf(rowsOf(csv)[0]!)).toEqual(HEADER);
    for (const internal of ['web-to-lead', 'TGVhZHM=', '/book', 'Not Contacted', 'abc', 'HYPERLINK', 'xmIwtLD'])
      expect(csv).not.toContain(internal);
    expect(tableOf(csv)).toEqual([
      expect.objectContaining({
        'Received (UTC)': '2026-11-02 09:30:00',
        Name: 'Bo Ek',
        Email: 'bo@example.com',
        Phone: '2125550199',
        Message: 'A shop',
        Form: 'Quote',
        Page: '/services/web',
        Service: 'Web',
        'Skills you need': '',
        State: 'Retrying',
      }),
      expect.objectContaining({
        Name: 'Ana Li',
        Email: 'ana@example.com',
        Phone: '4165550100 (+1 US)',
        Company: 'Acme',
        Form: 'Schedule a call',
        Service: '',
        'Skills you need': 'React; Go',
        'Company size': '11-50',
        'Delivery attempts': '2',
        'Last delivery error': 'HTTP 503',
        'Lead ID': 'c',
      }),
    ]);
  });

  it('says where a lead came from in words, and why a refused one was refused', () => {
    const csv = leadsCsv([
      lead(
        'a',
        { Company: 'Acme' },
        {
          state: 'rejected',
          reason: 'honeypot',
          privacyNoticeDate: '2025-01-02',
          attribution: {
            first: {
              landing_page: '/?utm_source=newsletter',
              utm_source: 'newsletter',
              utm_medium: 'email',
              utm_campaign: 'nov',
            },
            latest: { landing_page: '/pricing', referrer: 'https://www.google.com', gclid: 'abc' },
          },
        },
      ),
      lead('b', { Company: 'Beta' }, { attribution: { first: { landing_page: '/blog/x' }, latest: {} } }),
    ]);
    expect(tableOf(csv)).toEqual([
      expect.objectContaining({
        Campaign: 'nov',
        'First came from': 'newsletter, email, campaign nov, on /',
        'Latest campaign link': 'referred by https://www.google.com, a Google Ads click, on /pricing',
        State: 'Rejected as spam',
        'Refused because': 'the hidden field only robots fill in was filled in (honeypot)',
        'Privacy notice of': '2025-01-02',
      }),
      expect.objectContaining({
        Campaign: '',
        'First came from': 'direct (no referrer or campaign), on /blog/x',
        'Latest campaign link': '',
      }),
    ]);
  });

  it('keeps a value a spreadsheet would run as a formula as text', () => {
    const csv = leadsCsv([lead('a', { Company: '=HYPERLINK("http://evil.example")', Phone: '+15550001111' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'+15550001111"`);
  });

  it('keeps a formula after a separator as text too, for a reader in a locale that splits cells at `;`', () => {
    const csv = leadsCsv([
      {
        ...lead('a', {
          Description: 'note;=2+2',
          Company: 'Acme, @SUM(1)',
          Phone: 'x;\t=1',
          [CRM_FIELDS.skills]: ['a', '-1+1'],
        }),
        attribution: { first: {}, latest: { utm_campaign: 'spring;=1+1' } },
      },
    ]);
    const lines = rowsOf(csv);
    // A tab is both: a trigger after the `;`, and a separator (a tab-separated reader) before the `=`.
    for (const line of lines) expect(line).toMatch(EVERY_CELL_QUOTED);
    expect(cellsOf(lines[1]!)).toEqual(
      expect.arrayContaining(["spring;'=1+1", "note;'=2+2", "Acme, '@SUM(1)", "x;'\t'=1", "a; '-1+1"]),
    );
    // A reader that ignores the quotes and splits at either separator still finds no cell that starts a formula.
    const pieces = lines.flatMap((line) => line.split(/[,;]/)).map((piece) => piece.replace(/^[" ]+/, ''));
    expect(pieces.filter((piece) => /^[=+\-@\t\r]/.test(piece))).toEqual([]);
  });
});
