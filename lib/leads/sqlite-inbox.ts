// The journal's side of the console's inbox and of erasure: a filtered page of leads, and a person erased with
// their address suppressed (lib/leads/suppression.ts). The search and the address are SQL functions over the same
// JavaScript the BullMQ queue runs, so both kinds answer alike.
import type { SqliteDatabase } from '@site/shared/sqlite';
import type { LeadRow } from './journal-schema';
import type { Lead, LeadFields } from './lead';
import { matchesText, type LeadPage, type LeadQuery } from './lead-query';
import { hashOfLead, isSuppressed, leadTime, type AddressHasher } from './suppression';
import { boundedAttribution } from './attribution';

const FILTER = `WHERE (@state IS NULL OR state = @state) AND (@formId IS NULL OR form_id = @formId)
  AND (@from IS NULL OR created_at >= @from) AND (@to IS NULL OR created_at < @to)
  AND (@text = 0 OR lead_matches(fields, attribution, @search, @campaign) = 1)`;

export function sqliteInbox(db: SqliteDatabase, hash: AddressHasher, toLead: (row: LeadRow) => Lead) {
  db.function('lead_matches', { deterministic: true }, (fields, attribution, search, campaign) => {
    const parsed = attribution ? boundedAttribution(JSON.parse(String(attribution))) : null;
    const query = {
      search: (search as string | null) ?? undefined,
      campaign: (campaign as string | null) ?? undefined,
    };
    return matchesText(JSON.parse(String(fields)) as LeadFields, parsed, query) ? 1 : 0;
  });
  db.function('lead_address', { deterministic: true }, (fields) =>
    hashOfLead(JSON.parse(String(fields)) as LeadFields, hash),
  );
  const erasedAtOf = db.prepare('SELECT erased_at FROM suppressed WHERE address = ?').pluck();
  const suppress = db.prepare(`INSERT INTO suppressed (address, erased_at) VALUES (?, ?)
    ON CONFLICT (address) DO UPDATE SET erased_at = MAX(erased_at, excluded.erased_at)`);
  const removeOf = db.prepare('DELETE FROM leads WHERE lead_address(fields) = ? RETURNING id').pluck();

  return {
    search(query: LeadQuery): LeadPage {
      const params = {
        state: query.state ?? null,
        formId: query.formId ?? null,
        from: query.from ?? null,
        to: query.to ?? null,
        search: query.search ?? null,
        campaign: query.campaign ?? null,
        text: query.search || query.campaign ? 1 : 0,
      };
      const rows = db
        .prepare(`SELECT * FROM leads ${FILTER} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: query.limit, offset: query.offset }) as LeadRow[];
      const total = db.prepare(`SELECT COUNT(*) FROM leads ${FILTER}`).pluck().get(params) as number;
      return { leads: rows.map(toLead), total };
    },
    /** Suppresses the address first, so a lead taken meanwhile is refused; answers the ids of the leads gone. */
    erase(email: string, now: number): string[] {
      const address = hash(email);
      return db.transaction(() => {
        suppress.run(address, now);
        return removeOf.all(address) as string[];
      })();
    },
    /** Whether a lead (made at its id's time, else `now`) is of an address erased since. */
    suppressed(id: string, fields: LeadFields, now: number): boolean {
      const address = hashOfLead(fields, hash);
      const erasedAt = address ? ((erasedAtOf.get(address) as number | undefined) ?? null) : null;
      return isSuppressed(erasedAt, leadTime(id, now));
    },
  };
}
