import type { Migration } from '../migrate.ts';

// The site's lead id (a UUIDv7 in the `lead_id` field): delivery is at least once, so a lead sent twice is stored once.
// Older rows and callers without an id keep NULL, which a unique index never counts as a duplicate.
export const leadIds: Migration = {
  version: 8,
  name: 'leads: the site lead id, unique',
  up: `
    ALTER TABLE leads ADD COLUMN lead_id TEXT;
    CREATE UNIQUE INDEX leads_lead_id ON leads (lead_id);
  `,
};
