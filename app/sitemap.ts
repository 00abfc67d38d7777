import type { MetadataRoute } from 'next';
import { getAllBlogPosts, getCategoryMenu, getEvents, getServiceMenu } from '@/lib/api';
import { displayDateToIso } from '@/lib/dates';
import { routes, SITEMAP_PAGES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';

type Entry = MetadataRoute.Sitemap[number];

const entry = (path: string, extra: Omit<Entry, 'url'> = {}): Entry => ({ url: absoluteUrl(path), ...extra });

/** Every indexable fixed page and every blog, event, service and category slug; it goes stale with their list tags. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, events, services, categories] = await Promise.all([
    getAllBlogPosts(),
    getEvents(),
    getServiceMenu(),
    getCategoryMenu(),
  ]);
  return [
    ...SITEMAP_PAGES.map(({ path, sitemap }) => entry(path, sitemap)),
    ...posts.map((post) =>
      entry(routes.blogPost(post.slug), {
        lastModified: displayDateToIso(post.date) ?? undefined,
        changeFrequency: 'monthly',
        priority: 0.7,
      }),
    ),
    ...events.map((event) =>
      entry(routes.event(event.slug), {
        lastModified: displayDateToIso(event.date) ?? undefined,
        changeFrequency: 'monthly',
        priority: 0.5,
      }),
    ),
    ...services
      .flatMap((service) => [service, ...service.children])
      .map((service) => entry(routes.service(service.slug), { changeFrequency: 'monthly', priority: 0.8 })),
    ...categories
      .flatMap((category) => [category, ...category.children])
      .map((category) => entry(routes.category(category.slug), { changeFrequency: 'monthly', priority: 0.8 })),
  ];
}
