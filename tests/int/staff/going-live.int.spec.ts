// @vitest-environment node
// A state saved refreshes the record's page at once only when the public sees the change now: published with no
// time ahead (or one passed), or made a draft; never for a time still ahead.
import { takesEffectNow } from '@/lib/staff/content/going-live';

const NOW = new Date('2026-12-01T09:00:00Z');
const published = (publish_at: string | null) => ({ status: 'published' as const, publish_at, unpublish_at: null });

describe('a saved state takes effect now', () => {
  it('when published without a time, or with one already passed', () => {
    expect(takesEffectNow(published(null), NOW)).toBe(true);
    expect(takesEffectNow(published('2026-12-01T09:00:00Z'), NOW)).toBe(true);
  });

  it('when made a draft, whatever its times', () => {
    expect(takesEffectNow({ status: 'draft', publish_at: '2027-01-01T00:00:00Z', unpublish_at: null }, NOW)).toBe(true);
  });

  it('not when it goes live later', () => {
    expect(takesEffectNow(published('2026-12-01T09:00:01Z'), NOW)).toBe(false);
  });
});
