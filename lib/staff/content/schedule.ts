// The schedule page's window: each time a record changes by itself within the next days, soonest first.
import type { RecordSummary } from '../cms/admin-schemas';

export const SCHEDULE_DAYS = 14;
const DAY_MS = 86_400_000;

export type MomentKind = 'goes-live' | 'comes-down' | 'closes';

export interface Moment {
  at: string;
  kind: MomentKind;
  record: RecordSummary;
  /** A draft's times change nothing public: it waits until someone publishes it. */
  waitsAsDraft: boolean;
}

export interface ScheduleWindow {
  from: Date;
  until: Date;
}

export const scheduleWindow = (now: Date, days = SCHEDULE_DAYS): ScheduleWindow => ({
  from: now,
  until: new Date(now.getTime() + days * DAY_MS),
});

const TIMES: readonly [MomentKind, 'publish_at' | 'unpublish_at' | 'closes_at'][] = [
  ['goes-live', 'publish_at'],
  ['comes-down', 'unpublish_at'],
  ['closes', 'closes_at'],
];

/** Every moment of `records` after the window's start and at or before its end, soonest first (then by title). */
export function momentsWithin(records: readonly RecordSummary[], { from, until }: ScheduleWindow): Moment[] {
  const moments = records.flatMap((record) =>
    TIMES.flatMap(([kind, field]) => {
      const at = record[field];
      if (at === null) return [];
      const time = Date.parse(at);
      if (!(time > from.getTime() && time <= until.getTime())) return [];
      return [{ at, kind, record, waitsAsDraft: record.status === 'draft' }];
    }),
  );
  return moments.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.record.title.localeCompare(b.record.title));
}

/** The schedule split as the page shows it: publishing and taking down, then openings about to close. */
export function splitSchedule(moments: readonly Moment[]) {
  return {
    changes: moments.filter((moment) => moment.kind !== 'closes'),
    closing: moments.filter((moment) => moment.kind === 'closes'),
  };
}
