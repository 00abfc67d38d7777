// One path of every public page type: each fixed page, one record of each family, the thank-you page and the 404.
import { categoryListSchema } from '@/lib/api/schemas/categories';
import { eventListSchema } from '@/lib/api/schemas/events';
import { serviceListSchema } from '@/lib/api/schemas/services';
import { PAGES, routes } from '@/lib/routes';
import { allBlogSlugs, fromApi } from './content-api';

/** The first item with children, read through the site's own schema (which names them `children`). */
function withChildren<T extends { slug: string; children: { slug: string }[] }>(items: T[], what: string): T {
  const item = items.find((candidate) => candidate.children.length);
  if (!item) throw new Error(`the content API lists no ${what} with children`);
  return item;
}

/** `[{ type, path }]`: the fixed pages by their key in PAGES, then the record pages and the pages no route names. */
export async function publicPageTypes(): Promise<{ type: string; path: string }[]> {
  const service = withChildren(serviceListSchema.parse(await fromApi('get-service-list')), 'service');
  const category = withChildren(categoryListSchema.parse(await fromApi('get-hire-category-list')), 'category');
  const event = eventListSchema.parse(await fromApi('get-event-list'))[0];
  const fixed = Object.entries(PAGES).map(([type, page]) => ({ type, path: page.path }));
  return [
    ...fixed,
    { type: 'blog post', path: routes.blogPost((await allBlogSlugs())[0] ?? '') },
    { type: 'event', path: routes.event(event?.slug ?? '') },
    { type: 'top-level service', path: routes.service(service.slug) },
    { type: 'child service', path: routes.service(service.children[0]!.slug) },
    { type: 'service at the root', path: routes.serviceAlias(service.slug) },
    { type: 'top-level category', path: routes.category(category.slug) },
    { type: 'sub-category', path: routes.category(category.children[0]!.slug) },
    { type: 'thank you after a quote', path: routes.thankYouFrom('quote') },
    { type: 'not found', path: '/this/does/not/exist' },
  ];
}
