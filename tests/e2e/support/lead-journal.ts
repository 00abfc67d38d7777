// The site's own record of each lead it took (lib/leads/sqlite-journal.ts), read beside the running site.
import Database from '@site/shared/sqlite';
import type { LeadRow } from '@/lib/leads/journal-schema';
import { E2E } from '../../../scripts/e2e/config.mjs';

/**
 * The leads the e2e site stored from `since` (epoch ms) on, oldest first: pending, delivered, dead or rejected
 * (with its reason). The site writes a lead here before it answers the visitor, so the row is there when the
 * answer is, and a lead that is not here was never taken.
 */
export function journalSince(since: number): LeadRow[] {
  const db = new Database(E2E.leadsJournal, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM leads WHERE created_at >= ? ORDER BY created_at').all(since) as LeadRow[];
  } finally {
    db.close();
  }
}
