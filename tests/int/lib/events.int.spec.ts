// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitByDate } from '@/lib/events';

describe('splitByDate', () => {
  it('splits events into upcoming (soonest first) and past (as listed)', () => {
    const event = (slug: string, date: string) => ({
      slug,
      title: slug,
      venue: 'Toronto',
      date,
      image: { src: '/x.webp', alt: slug },
    });
    const { upcoming, past } = splitByDate(
      [
        event('later', '20 Dec, 2026'),
        event('sooner', '01 Dec, 2026'),
        event('today', '22 Nov, 2026'),
        event('last-year', '10 Oct, 2025'),
      ],
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(upcoming.map((e) => e.slug)).toEqual(['today', 'sooner', 'later']);
    expect(past.map((e) => e.slug)).toEqual(['last-year']);
  });
});
