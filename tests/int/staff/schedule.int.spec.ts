import { describe, expect, it } from 'vitest';
import type { RecordSummary } from '@/lib/staff/cms/admin-schemas';
import { momentsWithin, scheduleWindow, splitSchedule } from '@/lib/staff/content/schedule';

const NOW = new Date('2026-12-01T10:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const record = (slug: string, times: Partial<RecordSummary>): RecordSummary => ({
  type: 'blog',
  slug,
  title: slug,
  state: 'live',
  status: 'published',
  publish_at: null,
  unpublish_at: null,
  closes_at: null,
  next_change_at: null,
  updated_at: null,
  ...times,
});

const names = (moments: ReturnType<typeof momentsWithin>) => moments.map((m) => `${m.record.slug} ${m.kind}`);

describe('the schedule window', () => {
  it('runs 14 days from now', () => {
    const window = scheduleWindow(NOW);
    expect(window.until.getTime() - window.from.getTime()).toBe(14 * DAY);
  });

  it('keeps what happens after now and by the end of the 14th day, soonest first', () => {
    const records = [
      record('past', { publish_at: at(-1) }),
      record('now', { publish_at: at(0) }),
      record('last', { unpublish_at: at(14) }),
      record('beyond', { publish_at: at(14 + 1 / DAY) }),
      record('soon', { publish_at: at(1), unpublish_at: at(3) }),
      record('opening', { type: 'opening', closes_at: at(2) }),
    ];
    expect(names(momentsWithin(records, scheduleWindow(NOW)))).toEqual([
      'soon goes-live',
      'opening closes',
      'soon comes-down',
      'last comes-down',
    ]);
  });

  it('orders moments at the same instant by title, and marks a draft’s times as waiting', () => {
    const records = [
      record('b', { publish_at: at(2), title: 'Beta' }),
      record('a', { publish_at: at(2), title: 'Alpha', status: 'draft', state: 'draft' }),
    ];
    const moments = momentsWithin(records, scheduleWindow(NOW));
    expect(moments.map((m) => [m.record.title, m.waitsAsDraft])).toEqual([
      ['Alpha', true],
      ['Beta', false],
    ]);
  });

  it('splits the openings about to close from the rest', () => {
    const moments = momentsWithin(
      [
        record('post', { publish_at: at(1) }),
        record('job', { type: 'opening', closes_at: at(5), unpublish_at: at(4) }),
      ],
      scheduleWindow(NOW),
    );
    const { changes, closing } = splitSchedule(moments);
    expect(names(changes)).toEqual(['post goes-live', 'job comes-down']);
    expect(names(closing)).toEqual(['job closes']);
  });
});
