// The export of `npm run leads -- export`: one row per lead, every field a column, escaped by csv-stringify.
import { stringify } from 'csv-stringify/sync';
import type { Lead } from './lead';

const FIXED = ['id', 'form', 'state', 'created_at', 'page_url', 'attempts', 'reason', 'last_error'] as const;

/** Repeated fields (the skills) in one cell, as the visitor ticked them. */
const cell = (value: string | string[] | undefined) => [value ?? []].flat().join('; ');

/** A cell a spreadsheet would run as a formula, header or value, is left as text (OWASP's CSV injection advice). */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

export function leadsCsv(leads: readonly Lead[]): string {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))].sort();
  const rows = leads.map((lead) => [
    lead.id,
    lead.formId,
    lead.state,
    new Date(lead.createdAt).toISOString(),
    lead.pageUrl,
    String(lead.attempts),
    lead.reason ?? '',
    lead.lastError ?? '',
    ...fieldNames.map((name) => cell(lead.fields[name])),
  ]);
  return stringify([[...FIXED, ...fieldNames], ...rows].map((row) => row.map(asText)));
}
