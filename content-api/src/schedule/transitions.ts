// The moments a record's public state changes by itself, as rows the scheduler can query, announce and remember.
import { enqueue, type ContentType, type HookPayload, type ListType, type RecordType } from '../admin/outbox-store.ts';
import { OPENING_CLOSES_AT } from '../content/visibility.ts';
import { sql, type Db } from '../db/connection.ts';
import { scheduling } from '../db/migrations/011_scheduling.ts';

export type TransitionKind = 'publish' | 'unpublish' | 'valid_through' | 'event_end';

export interface Transition {
  source: string;
  record_id: number;
  /** The record's slug for record types; null for openings, which the hook names by type alone. */
  slug: string | null;
  type: ContentType;
  kind: TransitionKind;
  /** toISOString form, so SQLite orders it as text against the stored instants. */
  due_at: string;
}

// The end of a date's day in UTC (the next day's 00:00), the instant the site counts the date as past.
const dayEnd = (column: string) => `date(${column}, '+1 day') || 'T00:00:00.000Z'`;

interface Source {
  table: string;
  idColumn: string;
  slugColumn: string | null;
  type: ContentType;
  /** Kinds beyond publish_at and unpublish_at, with the SQL of their instant. */
  extra: Partial<Record<TransitionKind, string>>;
}

const SOURCES: readonly Source[] = [
  { table: 'blogs', idColumn: 'id', slugColumn: 'blog_slug', type: 'blog', extra: {} },
  // An event moves from upcoming to past when its day ends (lib/events.ts on the site splits by UTC day).
  {
    table: 'events',
    idColumn: 'id',
    slugColumn: 'slug',
    type: 'event',
    extra: { event_end: dayEnd('event_date_iso') },
  },
  { table: 'services', idColumn: 'service_id', slugColumn: 'service_slug', type: 'service', extra: {} },
  { table: 'categories', idColumn: 'category_id', slugColumn: 'category_slug', type: 'category', extra: {} },
  // Openings close when the public rule says (the JobPosting's validThrough says the same instant).
  {
    table: 'job_openings',
    idColumn: 'id',
    slugColumn: null,
    type: 'openings',
    extra: { valid_through: OPENING_CLOSES_AT },
  },
];

function candidatesSql(): string {
  return SOURCES.flatMap((source) => {
    const kinds: [TransitionKind, string][] = [
      ['publish', 'publish_at'],
      ['unpublish', 'unpublish_at'],
      ...(Object.entries(source.extra) as [TransitionKind, string][]),
    ];
    // A draft changes nothing public when its times pass; publishing it is an admin write, announced by that write.
    return kinds.map(
      ([kind, due]) => `SELECT '${source.table}' AS source, ${source.idColumn} AS record_id,
        ${source.slugColumn ?? 'NULL'} AS slug, '${source.type}' AS type, '${kind}' AS kind, ${due} AS due_at,
        COALESCE(updated_at, '') AS updated_at
      FROM ${source.table} WHERE status = 'published' AND ${due} IS NOT NULL`,
    );
  }).join('\nUNION ALL\n');
}

// Not yet announced, and due after the record's last write (which announced the state it wrote) and after the
// scheduler's migration (older moments were never the scheduler's to announce).
const PENDING = `WITH candidates AS (${candidatesSql()})
  SELECT source, record_id, slug, type, kind, due_at FROM candidates c
  WHERE c.due_at > c.updated_at
    AND c.due_at > (SELECT applied_at FROM schema_migrations WHERE version = ${scheduling.version})
    AND NOT EXISTS (SELECT 1 FROM scheduled_announcements a
      WHERE a.source = c.source AND a.record_id = c.record_id AND a.kind = c.kind AND a.due_at = c.due_at)`;

/** Pending transitions due at or before `now`, oldest first. */
export function dueTransitions(db: Db, now: string): Transition[] {
  return sql(db, `${PENDING} AND c.due_at <= ? ORDER BY c.due_at, c.source, c.record_id, c.kind`).all(
    now,
  ) as Transition[];
}

/** The earliest pending transition's instant (possibly already past), or null when nothing is scheduled. */
export function nextDueAt(db: Db): string | null {
  return (sql(db, `SELECT MIN(due_at) FROM (${PENDING})`).pluck().get() as string | null) ?? null;
}

/** A record that appears or disappears is announced like a create or a delete of its slug; openings as the list. */
function payloadOf(transition: Transition): HookPayload {
  return transition.slug === null
    ? { type: transition.type as ListType }
    : { type: transition.type as RecordType, slug: transition.slug };
}

/**
 * Enqueues one hook per distinct payload and records every transition as announced; call it inside the transaction
 * that read them, so a crash leaves either both or neither. Returns the outbox ids.
 */
export function announce(db: Db, transitions: readonly Transition[], now: string): number[] {
  const outboxIds = new Map<string, number>();
  const record = sql(
    db,
    `INSERT INTO scheduled_announcements (source, record_id, kind, due_at, announced_at, outbox_id)
    VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const transition of transitions) {
    const payload = payloadOf(transition);
    const key = JSON.stringify(payload);
    const outboxId = outboxIds.get(key) ?? enqueue(db, payload);
    outboxIds.set(key, outboxId);
    record.run(transition.source, transition.record_id, transition.kind, transition.due_at, now, outboxId);
  }
  return [...outboxIds.values()];
}
