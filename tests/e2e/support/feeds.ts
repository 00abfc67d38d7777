import ICAL from 'ical.js';
import { DomUtils, parseDocument, parseFeed } from 'htmlparser2';
import { assertWellFormedXml } from '../../support/strict-xml';

/** A feed read by htmlparser2's RSS/Atom parser (XML mode), failing when it is not well-formed or neither. */
export function readFeed(xml: string) {
  assertWellFormedXml(xml, 'the feed');
  const feed = parseFeed(xml, { xmlMode: true });
  if (!feed) throw new Error(`not an RSS or Atom feed: ${xml.slice(0, 200)}`);
  return feed;
}

/** The VEVENTs of an iCalendar file, read by ical.js. */
export function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** The `<job>` elements of a job aggregator feed (well-formed XML), each as its child elements' text. */
export function readJobs(xml: string): Record<string, string>[] {
  assertWellFormedXml(xml, 'the job feed');
  const doc = parseDocument(xml, { xmlMode: true });
  const [source] = DomUtils.getElementsByTagName('source', doc.children, false);
  if (!source) throw new Error(`no <source> root: ${xml.slice(0, 200)}`);
  return DomUtils.getElementsByTagName('job', source.children, false).map((job) =>
    Object.fromEntries(
      DomUtils.getChildren(job)
        .filter(DomUtils.isTag)
        .map((el) => [el.name, DomUtils.textContent(el)]),
    ),
  );
}
