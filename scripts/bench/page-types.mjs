// One real URL of every page type, from the route table and the first records the content API lists,
// so a reseed that renames slugs never leaves the benchmark on a 404.
import { tsImport } from 'tsx/esm/api';
import { E2E_URLS } from '../e2e/config.mjs';

const load = (path) => tsImport(path, import.meta.url);
const [{ routes }, blog, events, services, categories] = await Promise.all([
  load('../../lib/routes.ts'),
  load('../../lib/api/schemas/blog.ts'),
  load('../../lib/api/schemas/events.ts'),
  load('../../lib/api/schemas/services.ts'),
  load('../../lib/api/schemas/categories.ts'),
]);

// The content API the site reads (the site proxies only the blog list, so it is asked directly).
const apiUrl = (process.env.BENCH_API_URL ?? E2E_URLS.api).replace(/\/+$/, '');

/** A list call to the content API, parsed by the site's own schema. */
async function list(call, schema) {
  const response = await fetch(`${apiUrl}/api/v1/${call}`);
  if (!response.ok) throw new Error(`${call}: HTTP ${response.status}`);
  return schema.parse(await response.json());
}

function first(items, what) {
  if (!items.length) throw new Error(`the content API lists no ${what}`);
  return items[0];
}

/** `[{ type, path }]` in the order of docs/performance.md's tables. */
export async function pageTypes() {
  const [blogPage, eventList, serviceList, categoryList] = await Promise.all([
    list('get-blog-list-updated', blog.blogPageSchema),
    list('get-event-list', events.eventListSchema),
    list('get-service-list', services.serviceListSchema),
    list('get-hire-category-list', categories.categoryListSchema),
  ]);
  const service = first(
    serviceList.filter((item) => item.children.length),
    'service with children',
  );
  const category = first(
    categoryList.filter((item) => item.children.length),
    'category with sub-categories',
  );
  return [
    { type: 'home', path: routes.home },
    { type: 'blog list', path: routes.blog },
    { type: 'post', path: routes.blogPost(first(blogPage.posts, 'post').slug) },
    { type: 'events list', path: routes.events },
    { type: 'event', path: routes.event(first(eventList, 'event').slug) },
    { type: 'top-level service', path: routes.service(service.slug) },
    { type: 'child service', path: routes.service(service.children[0].slug) },
    { type: 'top-level category', path: routes.category(category.slug) },
    { type: 'sub-category', path: routes.category(category.children[0].slug) },
    { type: 'pricing', path: routes.pricing },
    { type: 'about', path: routes.aboutUs },
    { type: 'team', path: routes.ourTeam },
    { type: 'contact', path: routes.contact },
    { type: 'schedule a call', path: routes.scheduleCall },
    { type: 'policy', path: routes.privacy },
    { type: 'services list', path: routes.services },
    { type: 'categories list', path: routes.categories },
    { type: 'vetting', path: routes.vetting },
    { type: 'reviews', path: routes.reviews },
    { type: 'how it works', path: routes.howItWorks },
    { type: 'book an event', path: routes.bookEvent },
    { type: 'thank you', path: routes.thankYouFrom('contact') },
    { type: 'apply as talent', path: routes.applyAsTalent },
    { type: 'openings', path: routes.openings },
    { type: 'all skills', path: routes.allSkills },
    { type: 'internship', path: routes.internship },
    { type: 'culture', path: routes.culture },
    { type: 'life at', path: routes.lifeAt },
    { type: 'social responsibility', path: routes.socialResponsibility },
    { type: 'referral', path: routes.referral },
    { type: 'portfolio', path: routes.portfolio },
  ];
}

/** The paths given on the command line (each its own type), or else every page type. */
export async function pagesToMeasure(paths) {
  return paths.length ? paths.map((path) => ({ type: path, path })) : pageTypes();
}
