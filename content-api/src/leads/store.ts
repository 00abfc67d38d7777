import { sql, type Db } from '../db/connection.ts';

export type LeadKind = 'quote' | 'crm';
export type LeadFields = Record<string, string | string[]>;

export interface Lead {
  id: number;
  kind: LeadKind;
  fields: LeadFields;
  created_at: string;
}

export function insertLead(db: Db, kind: LeadKind, fields: LeadFields): number {
  const result = sql(db, 'INSERT INTO leads (kind, fields, created_at) VALUES (?, ?, ?)').run(
    kind,
    JSON.stringify(fields),
    new Date().toISOString(),
  );
  return Number(result.lastInsertRowid);
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
