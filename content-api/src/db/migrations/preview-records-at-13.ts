// The previewable tables as migrations 013 and 014 found them, written out: a migration that has run never changes,
// and a later table (created by a later migration) adds its own preview_key column and deletion trigger.
export const PREVIEW_RECORDS_AT_13 = {
  blog: { table: 'blogs', id: 'id' },
  event: { table: 'events', id: 'id' },
  service: { table: 'services', id: 'service_id' },
  category: { table: 'categories', id: 'category_id' },
  opening: { table: 'job_openings', id: 'id' },
} as const;
