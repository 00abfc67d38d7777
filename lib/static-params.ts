import 'server-only';
// What `next build` prerenders of each record family (see lib/prerender.ts): shared by a family's page and its card.
import { getCategoryMenu, getEvents, getNewestBlogPosts, getPopularBlogs, getServiceMenu } from '@/lib/api';
import { PRERENDER_FIRST_EVENTS, PRERENDER_NEWEST_POSTS } from '@/lib/prerender';

/** The newest posts and the popular ones (linked from the home and blog pages). */
export async function blogPostParams() {
  const [newest, popular] = await Promise.all([getNewestBlogPosts(PRERENDER_NEWEST_POSTS), getPopularBlogs()]);
  return [...new Set([...newest, ...popular].map((post) => post.slug))].map((slug) => ({ slug }));
}

/** The first events of the list (upcoming ones, then the latest past ones). */
export async function eventParams() {
  return (await getEvents()).slice(0, PRERENDER_FIRST_EVENTS).map((event) => ({ slug: event.slug }));
}

/** Every service, top-level and child. */
export async function serviceParams() {
  const services = await getServiceMenu();
  return services.flatMap((service) => [service, ...service.children]).map(({ slug }) => ({ slug }));
}

/** Every hire category, top-level and sub-category. */
export async function categoryParams() {
  const categories = await getCategoryMenu();
  return categories
    .flatMap((category) => [category, ...category.children])
    .map((category) => ({ category_slug: category.slug }));
}
