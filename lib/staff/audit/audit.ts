// The audit log: every console action (who, when, what, the result), append-only, kept a year, read by admins.
import 'server-only';
import type { StaffMember } from '../roles';
import type { AuditQuery, AuditRecord } from '../store/kv';
import { AUDIT_KEEP_MS } from '../store/sqlite-schema';
import { staffKv } from '../store/staff-kv';
import { auditRecord } from './audit-record';

export type { AuditRecord };

/** Appends one line; the store refuses to change or remove one younger than a year. */
export async function recordAudit(entry: {
  who: StaffMember;
  action: string;
  target: string;
  result: string;
}): Promise<void> {
  await (await staffKv()).appendAudit(auditRecord(entry, Date.now()), AUDIT_KEEP_MS);
}

/** Newest first, optionally one person's. */
export async function readAudit(query: AuditQuery): Promise<AuditRecord[]> {
  return (await staffKv()).readAudit(query);
}
