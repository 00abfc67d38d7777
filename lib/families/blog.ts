// Blog posts: /blog-details/[slug], their card, the blog list and feeds, neighbours' links, a sitemap file per id range.
import { TAGS } from '../api/tags';
import { FILES, PAGE_PATHS } from '../pages';
import { firstOf, recordFamily } from './family';

export const blog = recordFamily({
  name: 'blog',
  pattern: '/blog-details/[slug]',
  files: ['opengraph-image'],
  listTags: [TAGS.blogList, TAGS.popularBlogs],
  // The feeds list the newest posts, so an edit re-renders them with the list.
  listPages: [PAGE_PATHS.blog, FILES.blogRss, FILES.blogAtom],
  neighbours: true,
  sitemap: { split: 'blog', priority: 0.7 },
  words: { one: 'post', many: 'posts', type: 'Post', label: 'post' },
  bench: {
    call: 'get-blog-list-updated',
    schema: () => import('@/lib/api/schemas/blog').then((schemas) => schemas.blogPageSchema),
    pages: (page) => [{ type: 'post', slug: firstOf(page.posts, 'post').slug }],
  },
});
