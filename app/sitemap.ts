import type { MetadataRoute } from 'next';
import { getAllBlogPosts, getCategoryMenu, getEvents, getServiceMenu, TAGS } from '@/lib/api';
import { blogPath } from '@/lib/copy/blog';
import { eventPath } from '@/lib/copy/events';
import { categoryPath, servicePath } from '@/lib/copy/navigation';
import { displayDateToIso } from '@/lib/dates';
import { STATIC_ROUTES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';

type Entry = MetadataRoute.Sitemap[number];

const entry = (path: string, extra: Omit<Entry, 'url'> = {}): Entry => ({ url: absoluteUrl(path), ...extra });

/** Every fixed page and every blog, event, service and category slug; tagged `sitemap` to revalidate with them. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const tags = [TAGS.sitemap];
  const [posts, events, services, categories] = await Promise.all([
    getAllBlogPosts(tags),
    getEvents(tags),
    getServiceMenu(tags),
    getCategoryMenu(tags),
  ]);
  return [
    ...STATIC_ROUTES.map(({ path, ...rest }) => entry(path, rest)),
    ...posts.map((post) =>
      entry(blogPath(post.slug), {
        lastModified: displayDateToIso(post.date) ?? undefined,
        changeFrequency: 'monthly',
        priority: 0.7,
      }),
    ),
    ...events.map((event) =>
      entry(eventPath(event.slug), {
        lastModified: displayDateToIso(event.date) ?? undefined,
        changeFrequency: 'monthly',
        priority: 0.5,
      }),
    ),
    ...services
      .flatMap((service) => [service, ...service.children])
      .map((service) => entry(servicePath(service.slug), { changeFrequency: 'monthly', priority: 0.8 })),
    ...categories
      .flatMap((category) => [category, ...category.children])
      .map((category) => entry(categoryPath(category.slug), { changeFrequency: 'monthly', priority: 0.8 })),
  ];
}
