// @vitest-environment node
// The export as a spreadsheet opens it: LibreOffice (headless, Debian's libreoffice-calc-nogui, which .ci/run
// installs) reads the file with its CSV filter set as a person sets its import dialog (comma, double quote,
// UTF-8) and writes the sheet back out; each cell must be what the visitor typed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CRM_FIELDS } from '@/lib/forms/crm';
import { leadsCsv } from '@/lib/staff/leads/lead-sheet';
import { storedLead } from '../support/stored-lead';

const soffice = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
})();
const folder = mkdtempSync(path.join(tmpdir(), 'leads-csv-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const LEAD = storedLead({ state: 'delivered', createdAt: Date.UTC(2026, 10, 2, 9, 30), attempts: 1 });

/** The cells of a CSV LibreOffice wrote (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function rowsOf(text: string): string[][] {
  const rows: string[][] = [[]];
  for (const [, quoted, bare, end] of text.matchAll(/(?:"((?:[^"]|"")*)"|([^,\r\n]*))(,|\r?\n|$)/g)) {
    rows.at(-1)!.push(quoted === undefined ? bare! : quoted.replaceAll('""', '"'));
    if (end !== ',') rows.push([]);
    if (end === '') break;
  }
  return rows.filter((row) => row.length > 1);
}

/** The file opened in LibreOffice Calc and saved again as UTF-8 CSV. */
function throughLibreOffice(csv: string): string[][] {
  writeFileSync(path.join(folder, 'leads.csv'), csv);
  execFileSync(
    soffice,
    [
      `-env:UserInstallation=${pathToFileURL(path.join(folder, 'profile')).href}`,
      '--headless',
      '--infilter=CSV:44,34,76,1',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1',
      '--outdir',
      path.join(folder, 'out'),
      path.join(folder, 'leads.csv'),
    ],
    { stdio: 'ignore', timeout: 60_000 },
  );
  return rowsOf(readFileSync(path.join(folder, 'out', 'leads.csv'), 'utf8'));
}

describe.skipIf(!soffice)('the leads CSV in LibreOffice Calc (skipped: no soffice on this machine)', () => {
  it('has the words typed, café and a Chinese name included, one cell each, and no formula run', () => {
    const [header, row, ...rest] = throughLibreOffice(
      leadsCsv([
        {
          ...LEAD,
          fields: {
            [CRM_FIELDS.firstName]: '李',
            [CRM_FIELDS.lastName]: '小龍',
            [CRM_FIELDS.email]: 'li@example.com',
            [CRM_FIELDS.company]: 'Café Zoë, "Ltd"',
            [CRM_FIELDS.description]: 'Two devs,\nstarting May; =1+1',
            [CRM_FIELDS.inquiry]: '=HYPERLINK("http://evil.example")',
          },
        },
      ]),
    );
    expect(rest).toEqual([]);
    // The byte order mark is the file's, not part of the first heading.
    expect(header!.slice(0, 3)).toEqual(['Received (UTC)', 'Name', 'Email']);
    const cell = Object.fromEntries(header!.map((name, n) => [name, row![n]]));
    expect(cell).toMatchObject({
      Name: '李 小龍',
      Email: 'li@example.com',
      Company: 'Café Zoë, "Ltd"',
      Message: "Two devs,\nstarting May; '=1+1",
      Inquiry: `'=HYPERLINK("http://evil.example")`,
      Form: 'Contact',
    });
  }, 60_000);
});
