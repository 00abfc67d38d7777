// Every route of the site, fixed and parameterised, in one table. Client-safe: no server config here.
import type { MetadataRoute } from 'next';
// Relative, since next.config.ts imports this file (its rewrites) before path aliases exist.
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

/** The `thank-you` query value of each form that ends on the thank-you page. */
const THANK_YOU_ORIGINS = { serviceLead: '2', contact: '3', quote: '4' } as const;

type PagePaths = { readonly [K in keyof typeof PAGES]: string };
const pagePaths = Object.fromEntries(Object.entries(PAGES).map(([key, page]) => [key, page.path])) as PagePaths;

/** Every path the site links to: `routes.blog`, `routes.blogPost(slug)`, `routes.service(slug)` … */
export const routes = {
  ...pagePaths,
  blogPost: (slug: string) => `/blog-details/${slug}`,
  event: (slug: string) => `/event-detail/${slug}`,
  /** The canonical URL of a service (top-level or child). */
  service: (slug: string) => `/services/${slug}`,
  /** The same service page at the root (spec 000 §2); its canonical is `service(slug)`. */
  serviceAlias: (slug: string) => `/${slug}`,
  category: (slug: string) => `/hire-our-genius-mind/${slug}`,
  /** The thank-you page as each form's flow reaches it (spec 001 §2: 2 service lead, 3 contact, 4 quote). */
  thankYouFrom: (origin: keyof typeof THANK_YOU_ORIGINS) => `/thank-you?thank-you=${THANK_YOU_ORIGINS[origin]}`,
  /** A preview link's landing (app/api/preview) and the way out of draft mode. */
  preview: '/api/preview',
  previewExit: '/api/preview/exit',
  /** The page a refused preview link leads to, saying why (app/(site)/preview-link/[reason]). */
  previewRefused: (reason: string) => `/preview-link/${reason}`,
  /** The blog's RSS 2.0 and Atom feeds (app/blog/feed.xml, app/blog/atom.xml). */
  blogRss: '/blog/feed.xml',
  blogAtom: '/blog/atom.xml',
  /** The iCalendar feed of upcoming events, and one event's own file for "Add to calendar". */
  eventsCalendar: '/events.ics',
  eventCalendar: (slug: string) => `/event-detail/${slug}/event.ics`,
  /** The sitemap index, and the files it names: one per content family, the posts split by BLOG_SITEMAP_SIZE. */
  sitemap: '/sitemap.xml',
  sitemapPages: '/sitemaps/pages.xml',
  sitemapServices: '/sitemaps/services.xml',
  sitemapEvents: '/sitemaps/events.xml',
  sitemapBlog: (page: number) => `/sitemaps/blog/${page}.xml`,
  /** The open roles for job aggregators (Indeed's XML). */
  jobsFeed: '/jobs.xml',
  /** A page's social card (Next's `opengraph-image` file convention). */
  card: (path: string) => (path === '/' ? '/opengraph-image' : `${path}/opengraph-image`),
  /** An anchor on a page, e.g. `withHash(routes.contact, 'contact-frm')`. */
  withHash: (path: string, id: string) => `${path}#${id}`,
} as const;

/** Fixed pages the sitemap lists: the indexable ones. */
export const SITEMAP_PAGES = Object.values(PAGES as Record<string, FixedPage>).filter(
  (page): page is FixedPage & { sitemap: NonNullable<FixedPage['sitemap']> } => page.sitemap !== null,
);

export interface Crumb {
  name: string;
  path: string;
}

/** Whether a path stays on the origin it is resolved against (`//host/…` and `/\\host/…` do not): no open redirect. */
export function isSitePath(path: string): boolean {
  const base = 'http://site.invalid';
  try {
    return path.startsWith('/') && new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

const HOME_CRUMB: Crumb = { name: 'Home', path: routes.home };

/** A breadcrumb trail that starts at Home: `crumbs(['Blog', routes.blog], [post.title, routes.blogPost(slug)])`. */
export function crumbs(...trail: readonly (readonly [name: string, path: string])[]): Crumb[] {
  return [HOME_CRUMB, ...trail.map(([name, path]) => ({ name, path }))];
}
