// The one rule for what /api/v1 shows the public: every read (records, lists, neighbours, sitemaps) goes through it.

/** The tables that carry a publication state (migration 009). */
export const PUBLICATION_TABLES = ['blogs', 'events', 'services', 'categories', 'job_openings'] as const;

export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export interface Publication {
  status: PublicationStatus;
  /** ISO 8601 UTC, or null for "as soon as published". */
  publish_at: string | null;
  /** ISO 8601 UTC, or null for "until unpublished". */
  unpublish_at: string | null;
}

/**
 * SQL that is true for a public row; binds the named parameter `@now` (see `visibleAt`). `table` qualifies the
 * columns when a query joins.
 */
export function publicWhere(table?: string): string {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  return `(${column('status')} = 'published'
    AND (${column('publish_at')} IS NULL OR ${column('publish_at')} <= @now)
    AND (${column('unpublish_at')} IS NULL OR ${column('unpublish_at')} > @now))`;
}

/** SQL for the instant an opening closes: a valid_through date is open through the end of that day (UTC). */
export const OPENING_CLOSES_AT = `CASE WHEN length(valid_through) = 10
  THEN date(valid_through, '+1 day') || 'T00:00:00.000Z' ELSE valid_through END`;

/** `publicWhere` for openings, which also leave once past their valid_through; binds `@now`. */
export const openingPublicWhere = (): string =>
  `(${publicWhere()} AND (valid_through IS NULL OR ${OPENING_CLOSES_AT} > @now))`;

/** The named parameters `publicWhere` needs, for the instant `now`. */
export const visibleAt = (now: Date): { now: string } => ({ now: now.toISOString() });

/** The same rule as `publicWhere`, for a row already read. */
export function isPublic(row: Publication, now: Date): boolean {
  const at = now.toISOString();
  return (
    row.status === 'published' &&
    (row.publish_at === null || row.publish_at <= at) &&
    (row.unpublish_at === null || row.unpublish_at > at)
  );
}

/** How a hidden record stands, for the preview bar: a draft, scheduled for later, or past its end. */
export function publicationState(row: Publication, now: Date): 'published' | 'draft' | 'scheduled' | 'expired' {
  if (row.status === 'draft') return 'draft';
  const at = now.toISOString();
  if (row.publish_at !== null && row.publish_at > at) return 'scheduled';
  if (row.unpublish_at !== null && row.unpublish_at <= at) return 'expired';
  return 'published';
}
