// @vitest-environment jsdom
// Every feed, sitemap and calendar file, built from records holding what XML and iCalendar must escape or cannot
// carry, read by strict parsers: a raw `&` in one attribute (the Atom feed's category) made a feed
// unreadable to any strict reader.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobOpening } from '@/lib/api/schemas/pages';
import { blogFeed, type FeedPost } from '@/lib/feeds/blog-feed';
import { eventCalendar } from '@/lib/feeds/event-calendar';
import { jobsFeed } from '@/lib/feeds/jobs-feed';
import { site } from '@/lib/site';
import { SITEMAP_NS, sitemapIndexXml, urlsetXml } from '@/lib/sitemaps/xml';
import { parseXml, textAt as text } from '../support/xml';

// The brand is each feed's author, publisher and company, named by the operator (BRAND_NAME).
const BRAND = `Smith, Jones & <Sons>; "Q" it's ]]> Ltd`;
const brand = site.brand as { name: string };
const configured = brand.name;
// What a record may hold, and the same with the characters XML cannot carry (C0, DEL, C1, a lone surrogate, U+FFFF).
const TEXT = `Cost & Pricing: <b>"quoted"</b> it's ]]> twice ]]> &amp; \\back`;
const HOSTILE = TEXT.replace('Pricing', 'Pri\u0000\u0008\u000b\u001f\u007f\u0085\ud800\uffffcing');

const post = (category: string, title = HOSTILE): FeedPost => ({
  slug: 'a-post',
  title,
  summary: HOSTILE,
  published: '2026-11-20',
  category,
  image: { src: `${site.contentApiUrl}/uploads/blog/a.webp?w=1&h=2`, alt: HOSTILE },
});

describe('the Atom feed', () => {
  it('keeps a post with the category "Cost & Pricing" readable', () => {
    const doc = parseXml(blogFeed([{ ...post('Cost & Pricing', 'A post'), summary: 'A summary.' }]).atom1());
    const category = doc.querySelector('entry > category');
    expect([category?.getAttribute('term'), category?.getAttribute('label')]).toEqual([
      'Cost & Pricing',
      'Cost & Pricing',
    ]);
  });
});

describe('with a brand and records holding what XML and iCalendar cannot carry as it is', () => {
  beforeAll(() => void (brand.name = BRAND.replace('Ltd', 'L\u0001td')));
  afterAll(() => void (brand.name = configured));

  describe('the blog feeds', () => {
    it('carry any title, summary, category and author in RSS, as text', () => {
      const doc = parseXml(blogFeed([post(HOSTILE)]).rss2());
      const [item] = doc.querySelectorAll('channel > item');
      expect([text(item!, 'title'), text(item!, 'description'), text(item!, 'category')]).toEqual([TEXT, TEXT, TEXT]);
      expect(text(item!, 'author')).toBe(`${site.contact.email} (${BRAND})`);
      expect(text(doc, 'channel > title')).toBe(`Blog | ${BRAND}`);
      expect(item!.querySelector('enclosure')?.getAttribute('url')).toBe(post('').image.src);
    });

    it('carry them in Atom too, in elements and attributes', () => {
      const doc = parseXml(blogFeed([post(HOSTILE)]).atom1());
      const [entry] = doc.querySelectorAll('feed > entry');
      expect([text(entry!, 'title'), text(entry!, 'summary')]).toEqual([TEXT, TEXT]);
      expect(entry!.querySelector('category')?.getAttribute('term')).toBe(TEXT);
      expect(text(entry!, 'author > name')).toBe(BRAND);
      expect(text(doc, 'feed > rights')).toBe(`© ${BRAND}`);
    });
  });

  describe('the job feed', () => {
    it('carries any title, place and description', () => {
      const opening: JobOpening = {
        title: HOSTILE,
        experience: HOSTILE,
        location: `${HOSTILE}, Canada`,
        openedOn: '12 Mar, 2026',
        detailsUrl: `${site.siteUrl}/apply-as-talent?a=1&b=2`,
        descriptionHtml: HOSTILE,
        employmentType: 'FULL_TIME',
        remote: true,
        validThrough: null,
        baseSalary: null,
        directApply: true,
      };
      const doc = parseXml(jobsFeed([opening]));
      expect(text(doc, 'source > publisher')).toBe(BRAND);
      const [job] = doc.querySelectorAll('job');
      expect([text(job!, 'title'), text(job!, 'description'), text(job!, 'city')]).toEqual([TEXT, TEXT, TEXT]);
      expect(text(job!, 'company')).toBe(BRAND);
    });
  });

  describe('the sitemaps', () => {
    it('carry any location, in the index and in a file', () => {
      const loc = `${site.siteUrl}/blog-details/a?x=1&y=<2>"'\u0001`;
      const locOf = (xml: string, entry: string) =>
        parseXml(xml).getElementsByTagNameNS(SITEMAP_NS, entry)[0]?.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]
          ?.textContent;
      expect(locOf(urlsetXml([{ loc }]), 'url')).toBe(loc.replace('\u0001', ''));
      expect(locOf(sitemapIndexXml([loc]), 'sitemap')).toBe(loc.replace('\u0001', ''));
    });
  });

  describe('the calendar', () => {
    const event = {
      slug: 'a-clinic',
      title: `${HOSTILE}\r\nsecond line\rthird`,
      date: '2026-12-31',
      venue: 'Hall 2; King St, \\ West',
      city: 'Toronto',
      summary: HOSTILE,
    };
    it('escapes `,;\\` and newlines as RFC 5545 asks, and carries no control character but the line ends', () => {
      const ics = eventCalendar([event], `${BRAND} events`);
      for (const line of ics.split('\r\n'))
        expect(line, JSON.stringify(line)).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const [vevent] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      expect(vevent!.summary).toBe(`${TEXT}\nsecond line\nthird`);
      expect(vevent!.description).toBe(TEXT);
      expect(vevent!.location).toBe('Hall 2; King St, \\ West, Toronto');
      expect(calendar.getFirstPropertyValue('prodid')).toBe(`-//${BRAND}//Events//EN`);
      expect(vevent!.component.getFirstProperty('organizer')?.getParameter('cn')).toBe(BRAND.replaceAll('"', "'"));
    });
  });
});
