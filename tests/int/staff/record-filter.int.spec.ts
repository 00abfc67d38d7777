import { describe, expect, it } from 'vitest';
import { readRecordFilter } from '@/lib/staff/record-filter';

describe('the drafts page’s filter, from its address', () => {
  it('shows drafts and scheduled records until something else is chosen', () => {
    expect(readRecordFilter({})).toEqual({ type: null, states: ['draft', 'scheduled'] });
  });

  it('takes known types and states only, each once', () => {
    expect(readRecordFilter({ type: 'event', state: ['live', 'expired', 'live'] })).toEqual({
      type: 'event',
      states: ['live', 'expired'],
    });
    expect(readRecordFilter({ type: ['page', 'opening'], state: 'published' })).toEqual({
      type: 'opening',
      states: ['draft', 'scheduled'],
    });
    expect(readRecordFilter({ type: '' }).type).toBeNull();
  });
});
