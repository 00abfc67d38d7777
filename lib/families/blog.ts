// Blog posts: /blog-details/[slug], their card, the blog list and feeds, neighbours' links, a sitemap file per id range.
import { TAGS } from '../api/tags';
import { FILES, PAGE_PATHS } from '../pages';
import { firstOf, recordFamily } from './family';

export const blog = recordFamily({
  name: 'blog',
  collection: 'blogs',
  calls: { detail: 'get-blog-details', list: 'get-blog-list-updated', recordAt: 'blog' },
  schemas: () =>
    import('../api/schemas/blog').then(({ blogDetailSchema, blogPageSchema }) => ({
      detail: blogDetailSchema,
      list: blogPageSchema,
    })),
  // The list's first page; the console and the build read further (lib/families/server.ts).
  records: (page) => page.posts,
  alsoListedIn: [TAGS.popularBlogs],
  // The feeds list the newest posts, so an edit re-renders them with the list.
  listPages: [PAGE_PATHS.blog, FILES.blogRss, FILES.blogAtom],
  neighbours: true,
  sitemap: { split: 'blog', priority: 0.7 },
  words: { one: 'post', many: 'posts', type: 'Post', label: 'post' },
  kicker: (post) => (post.category ? `Blog · ${post.category}` : 'Blog'),
  bench: (page) => [{ type: 'post', slug: firstOf(page.posts, 'post').slug }],
});
