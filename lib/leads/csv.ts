// The export of `npm run leads -- export` and the console's Export CSV: one row per lead, every field a column,
// every cell quoted by csv-stringify and kept as text (OWASP's CSV injection advice).
import { stringify } from 'csv-stringify/sync';
import { TOUCH_KEYS } from './attribution';
import type { Lead } from './lead';

const FIXED = [
  'id',
  'form',
  'state',
  'created_at',
  'page_url',
  'attempts',
  'reason',
  'last_error',
  'privacy_notice_date',
] as const;

/** Repeated fields (the skills) in one cell, as the visitor ticked them. */
const cell = (value: string | string[] | undefined) => [value ?? []].flat().join('; ');

/**
 * A formula trigger (`=`, `+`, `-`, `@`, tab, CR) at the start of a cell or after anything a spreadsheet may split
 * a cell at (a locale's `,` or `;`, a tab, a line break), spaces between, gets a `'` before it: `a;=1+1` → `a;'=1+1`.
 */
const FORMULA_START = /(^|[,;\t\r\n])( *)(?=[=+\-@\t\r])/g;
const asText = (cell: string) => cell.replace(FORMULA_START, "$1$2'");

/** Each part of the attribution any of the leads has, first touch then latest, in the keys' order: first_utm_source. */
const touchColumns = (leads: readonly Lead[]) =>
  (['first', 'latest'] as const).flatMap((touch) =>
    TOUCH_KEYS.filter((key) => leads.some((lead) => lead.attribution?.[touch][key])).map((key) => ({ touch, key })),
  );

export function leadsCsv(leads: readonly Lead[]): string {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))].sort();
  const touches = touchColumns(leads);
  const rows = leads.map((lead) => [
    lead.id,
    lead.formId,
    lead.state,
    new Date(lead.createdAt).toISOString(),
    lead.pageUrl,
    String(lead.attempts),
    lead.reason ?? '',
    lead.lastError ?? '',
    lead.privacyNoticeDate ?? '',
    ...touches.map(({ touch, key }) => lead.attribution?.[touch][key] ?? ''),
    ...fieldNames.map((name) => cell(lead.fields[name])),
  ]);
  const header = [...FIXED, ...touches.map(({ touch, key }) => `${touch}_${key}`), ...fieldNames];
  // Every cell in double quotes (embedded ones doubled): a reader splitting at `;` or `,` keeps the cell whole.
  return stringify(
    [header, ...rows].map((row) => row.map(asText)),
    { quoted: true, quoted_empty: true },
  );
}
