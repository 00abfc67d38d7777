// What staff need to see of each record with a publication state: its state at an instant and the moments it
// changes by itself (GET /admin/records, GET /admin/{type}/{slug}).
import { PREVIEW_TYPES, type PreviewType } from '@site/shared/preview-token';
import { sql, type Db } from '../db/connection.ts';
import { PREVIEW_RECORDS } from './preview.ts';
import { OPENING_CLOSES_AT } from './visibility.ts';

export const RECORD_STATES = ['draft', 'scheduled', 'live', 'expired'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

export interface RecordSummary {
  type: PreviewType;
  id: number;
  slug: string;
  title: string;
  state: RecordState;
  status: 'draft' | 'published';
  publish_at: string | null;
  unpublish_at: string | null;
  /** Openings only: the instant applications stop (a valid_through date ends at the next 00:00 UTC). */
  closes_at: string | null;
  /** The earliest of publish_at, unpublish_at and closes_at still ahead, or null. */
  next_change_at: string | null;
  updated_at: string | null;
}

function selectOf(type: PreviewType): string {
  const { table, id, slug, title } = PREVIEW_RECORDS[type];
  const closes = type === 'opening' ? OPENING_CLOSES_AT : 'NULL';
  return `SELECT '${type}' AS type, ${id} AS id, ${slug} AS slug, ${title} AS title, status,
    publish_at, unpublish_at, ${closes} AS closes_at, updated_at FROM ${table}`;
}

// A moment still ahead of @now, or '~' (after every ISO instant) so MIN skips it.
const ahead = (column: string) => `COALESCE(CASE WHEN ${column} > @now THEN ${column} END, '~')`;

// The same rule as publicWhere and openingPublicWhere, named: live is what the public sees.
const SUMMARIES = `WITH rows AS (${PREVIEW_TYPES.map(selectOf).join('\nUNION ALL\n')}),
  summaries AS (SELECT type, id, slug, title,
    CASE WHEN status = 'draft' THEN 'draft'
      WHEN publish_at > @now THEN 'scheduled'
      WHEN unpublish_at <= @now OR closes_at <= @now THEN 'expired'
      ELSE 'live' END AS state,
    status, publish_at, unpublish_at, closes_at,
    NULLIF(MIN(${ahead('publish_at')}, ${ahead('unpublish_at')}, ${ahead('closes_at')}), '~') AS next_change_at,
    updated_at FROM rows)
  SELECT * FROM summaries`;

export interface RecordFilter {
  types?: readonly PreviewType[];
  states?: readonly RecordState[];
  /** Only records with a moment ahead of now and at or before this instant (ISO, UTC), soonest first. */
  changesBefore?: string;
}

/** The records of the filter's types and states, as of `now`: most recently edited first, or soonest change first. */
export function listRecords(db: Db, now: Date, filter: RecordFilter, limit: number): RecordSummary[] {
  const order = filter.changesBefore ? 'next_change_at, type, id' : 'updated_at DESC, type, id';
  return sql(
    db,
    `${SUMMARIES} WHERE (@types IS NULL OR type IN (SELECT value FROM json_each(@types)))
      AND (@states IS NULL OR state IN (SELECT value FROM json_each(@states)))
      AND (@before IS NULL OR next_change_at <= @before)
    ORDER BY ${order} LIMIT @limit`,
  ).all({
    now: now.toISOString(),
    types: filter.types ? JSON.stringify(filter.types) : null,
    states: filter.states ? JSON.stringify(filter.states) : null,
    before: filter.changesBefore ?? null,
    limit,
  }) as RecordSummary[];
}

/** One record's summary by its slug, or undefined. */
export function recordSummary(db: Db, now: Date, type: PreviewType, slug: string): RecordSummary | undefined {
  return sql(db, `${SUMMARIES} WHERE type = @type AND slug = @slug`).get({ now: now.toISOString(), type, slug }) as
    RecordSummary | undefined;
}
