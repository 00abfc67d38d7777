// The fixed pages and files of the site, which the page families (lib/families) and the route table (./routes.ts)
// both name. Client-safe, relative imports only: next.config.ts imports it before path aliases exist.
import type { MetadataRoute } from 'next';
import { brand } from './config/public';

type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;

export interface FixedPage {
  path: string;
  /** How the sitemap lists it; `null` for `noindex` pages, which stay out of it. */
  sitemap: { changeFrequency: ChangeFrequency; priority: number } | null;
}

const indexed = (path: string, changeFrequency: ChangeFrequency, priority: number): FixedPage => ({
  path,
  sitemap: { changeFrequency, priority },
});
const noindex = (path: string): FixedPage => ({ path, sitemap: null });

/** The fixed pages: adding one is one line here. */
export const PAGES = {
  home: indexed('/', 'weekly', 1),
  blog: indexed('/blog', 'daily', 0.8),
  events: indexed('/events', 'weekly', 0.6),
  services: indexed('/services', 'weekly', 0.8),
  categories: indexed('/hire-our-genius-mind', 'weekly', 0.8),
  aboutUs: indexed('/about-us', 'monthly', 0.6),
  vetting: indexed('/distinct-vetting-process', 'monthly', 0.6),
  reviews: indexed('/customer-review', 'weekly', 0.6),
  howItWorks: indexed('/how-it-works', 'monthly', 0.6),
  pricing: indexed('/pricing', 'weekly', 0.8),
  ourTeam: indexed('/our-team', 'monthly', 0.5),
  scheduleCall: indexed('/schedule-a-call', 'monthly', 0.9),
  bookEvent: noindex('/book-an-event'),
  contact: indexed('/contact-us', 'monthly', 0.7),
  login: noindex('/login'),
  thankYou: noindex('/thank-you'),
  applyAsTalent: indexed('/apply-as-talent', 'monthly', 0.6),
  openings: indexed('/current-openings', 'daily', 0.6),
  allSkills: indexed('/see-all-skills', 'monthly', 0.5),
  internship: indexed('/internship', 'monthly', 0.4),
  culture: indexed('/culture-and-values', 'monthly', 0.4),
  // Folders cannot carry the brand: app/life-at serves it through a rewrite (next.config.ts).
  lifeAt: indexed(`/life-at-${brand.slug}`, 'monthly', 0.4),
  socialResponsibility: indexed('/social-responsibility', 'monthly', 0.4),
  referral: indexed('/employee-referral', 'monthly', 0.4),
  portfolio: noindex('/portfolio'),
  privacy: indexed('/privacy-policy', 'yearly', 0.2),
  terms: indexed('/terms-service', 'yearly', 0.2),
} as const satisfies Record<string, FixedPage>;

type PagePaths = { readonly [K in keyof typeof PAGES]: string };
/** Each fixed page's path by its key: `PAGE_PATHS.blog` is '/blog'. */
export const PAGE_PATHS = Object.fromEntries(Object.entries(PAGES).map(([key, page]) => [key, page.path])) as PagePaths;

/** Files the site serves beside its pages: feeds, the calendar, the sitemap index. */
export const FILES = {
  /** The blog's RSS 2.0 and Atom feeds (app/(site)/blog/feed.xml, app/(site)/blog/atom.xml). */
  blogRss: '/blog/feed.xml',
  blogAtom: '/blog/atom.xml',
  /** The iCalendar feed of upcoming events. */
  eventsCalendar: '/events.ics',
  /** The open roles for job aggregators (Indeed's XML). */
  jobsFeed: '/jobs.xml',
  /** The sitemap index, and its file of fixed pages. */
  sitemap: '/sitemap.xml',
  sitemapPages: '/sitemaps/pages.xml',
} as const;

/** A page's social card, under it: `<page>/opengraph-image` (Next's file convention's name). */
export const CARD_FILE = 'opengraph-image';

/** An event's own calendar file, under its page (app/(site)/event-detail/[slug]/event.ics). */
export const CALENDAR_FILE = 'event.ics';

/** A sitemap file's path by its name ('events.xml'): each record family names its file. */
export const sitemapFile = (name: `${string}.xml`) => `/sitemaps/${name}` as const;

/** Fixed pages the sitemap lists: the indexable ones. */
export const SITEMAP_PAGES = Object.values(PAGES as Record<string, FixedPage>).filter(
  (page): page is FixedPage & { sitemap: NonNullable<FixedPage['sitemap']> } => page.sitemap !== null,
);
