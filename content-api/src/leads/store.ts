import { sql, type Db } from '../db/connection.ts';

export type LeadKind = 'quote' | 'crm';
export type LeadFields = Record<string, string | string[]>;

export interface Lead {
  id: number;
  kind: LeadKind;
  fields: LeadFields;
  created_at: string;
}

/** The site's id for a lead, in the field it travels in; absent for a caller that sends none. */
export function leadIdOf(fields: LeadFields): string | null {
  const value = fields.lead_id;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Stores the lead once per lead id: false when a lead with that id is already stored (a redelivery). */
export function insertLead(db: Db, kind: LeadKind, fields: LeadFields): boolean {
  const result = sql(db, 'INSERT OR IGNORE INTO leads (kind, fields, created_at, lead_id) VALUES (?, ?, ?, ?)').run(
    kind,
    JSON.stringify(fields),
    new Date().toISOString(),
    leadIdOf(fields),
  );
  return result.changes === 1;
}

/** Newest first. */
export function listLeads(db: Db, limit: number): Lead[] {
  const rows = sql(db, 'SELECT id, kind, fields, created_at FROM leads ORDER BY id DESC LIMIT ?').all(limit) as (Omit<
    Lead,
    'fields'
  > & {
    fields: string;
  })[];
  return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as LeadFields }));
}
