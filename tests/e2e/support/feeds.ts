import ICAL from 'ical.js';
import { parseFeed } from 'htmlparser2';

/** A feed read by htmlparser2's RSS/Atom parser (XML mode), failing when it is neither. */
export function readFeed(xml: string) {
  const feed = parseFeed(xml, { xmlMode: true });
  if (!feed) throw new Error(`not an RSS or Atom feed: ${xml.slice(0, 200)}`);
  return feed;
}

/** The VEVENTs of an iCalendar file, read by ical.js. */
export function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}
