// Every route of the site, fixed and parameterised, in one table: the fixed pages and files (./pages.ts) and each
// record type's page, read off its route in @site/shared (the one spelling). Client-safe, and light: islands import
// it, so it reads no family definition.
import { pathOf, RECORD_ROUTES } from '@site/shared/record-routes';
import { CALENDAR_FILE, CARD_FILE, FILES, PAGE_PATHS } from './pages';

const [servicePage, serviceAtRoot] = RECORD_ROUTES.service;

export { PAGES, SITEMAP_PAGES, type FixedPage } from './pages';

/** The `thank-you` query value of each form that ends on the thank-you page. */
const THANK_YOU_ORIGINS = { serviceLead: '2', contact: '3', quote: '4' } as const;

/** Every path the site links to: `routes.blog`, `routes.blogPost(slug)`, `routes.service(slug)` … */
export const routes = {
  ...PAGE_PATHS,
  ...FILES,
  blogPost: pathOf(RECORD_ROUTES.blog[0]),
  event: pathOf(RECORD_ROUTES.event[0]),
  /** The canonical URL of a service (top-level or child). */
  service: pathOf(servicePage),
  /** The same service page at the root (spec 000 §2); its canonical is `service(slug)`. */
  serviceAlias: pathOf(serviceAtRoot),
  category: pathOf(RECORD_ROUTES.category[0]),
  /** The thank-you page as each form's flow reaches it (spec 001 §2: 2 service lead, 3 contact, 4 quote). */
  thankYouFrom: (origin: keyof typeof THANK_YOU_ORIGINS) => `/thank-you?thank-you=${THANK_YOU_ORIGINS[origin]}`,
  /** A preview link's landing (app/api/preview) and the way out of draft mode. */
  preview: '/api/preview',
  previewExit: '/api/preview/exit',
  /** The page a refused preview link leads to, saying why (app/(site)/preview-link/[reason]). */
  previewRefused: (reason: string) => `/preview-link/${reason}`,
  /** One event's own file for "Add to calendar". */
  eventCalendar: (slug: string) => `${pathOf(RECORD_ROUTES.event[0])(slug)}/${CALENDAR_FILE}`,
  /** The posts' sitemap files, split by BLOG_SITEMAP_SIZE (each other family's file is its `sitemap.path`). */
  sitemapBlog: (page: number) => `/sitemaps/blog/${page}.xml`,
  /** A page's social card: a record's (lib/families/card-routes.ts), or the fixed pages' (app/opengraph-image.tsx). */
  card: (path: string) => (path === '/' ? `/${CARD_FILE}` : `${path}/${CARD_FILE}`),
  /** An anchor on a page, e.g. `withHash(routes.contact, 'contact-frm')`. */
  withHash: (path: string, id: string) => `${path}#${id}`,
} as const;

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
