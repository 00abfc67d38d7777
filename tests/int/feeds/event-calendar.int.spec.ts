// @vitest-environment node
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventCalendar, eventUid, type CalendarEvent } from '@/lib/feeds/event-calendar';
import { site } from '@/lib/site';

const event = (slug: string, date: string): CalendarEvent => ({
  slug,
  title: `${slug}, with a comma; and a semicolon`,
  date,
  venue: 'Hall 2, King Street',
  city: 'Toronto',
  summary: 'A hiring clinic.',
});

/** Parses with a full iCalendar parser (ical.js), not string matching. */
function vevents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

describe('eventCalendar', () => {
  it('round-trips each event: stable UID, all-day date, title, place and page URL', () => {
    const { calendar, events } = vevents(
      eventCalendar([event('clinic', '2026-12-31'), event('open-day', '2027-01-15')], 'Events'),
    );
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Events');
    expect(events.map((e) => e.uid)).toEqual([eventUid('clinic'), eventUid('open-day')]);
    const [first] = events;
    expect(first!.summary).toBe('clinic, with a comma; and a semicolon');
    expect(first!.location).toBe('Hall 2, King Street, Toronto');
    expect(first!.startDate.isDate).toBe(true);
    expect(first!.startDate.toString()).toBe('2026-12-31');
    // The end is exclusive: the next day, across a year boundary here.
    expect(first!.endDate.toString()).toBe('2027-01-01');
    expect(first!.component.getFirstPropertyValue('url')).toBe(`${site.siteUrl}/event-detail/clinic`);
  });

  it('gives the same UID on every render, so subscribed calendars update rather than duplicate', () => {
    const uid = (ics: string) => vevents(ics).events[0]!.uid;
    expect(uid(eventCalendar([event('clinic', '2026-12-31')]))).toBe(
      uid(eventCalendar([{ ...event('clinic', '2027-02-01'), title: 'Renamed' }])),
    );
    expect(eventUid('clinic')).toMatch(/^event-clinic@[^@]+$/);
  });

  it('is a calendar with no events when none are upcoming', () => {
    const { calendar, events } = vevents(eventCalendar([], 'Events'));
    expect(calendar.name).toBe('vcalendar');
    expect(events).toHaveLength(0);
  });
});
