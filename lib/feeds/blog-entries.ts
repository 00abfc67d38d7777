// What the blog's RSS and Atom feeds say about it and each post, once for both (blog-rss.ts, blog-atom.ts).
import { withoutFocus } from '@site/shared/image-focus';
import { BLOG_COPY } from '@/lib/copy/blog';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import { imageMimeType } from './mime';

/** One post as the feeds list it. */
export interface FeedPost {
  slug: string;
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD) the post was published. */
  published: string;
  category: string;
  image: { src: string; alt: string };
}

/** How many posts the feeds carry, newest first. */
export const FEED_POST_COUNT = 50;

/** The company publishes the posts (the CMS records no per-post author); RSS's <author> must carry an email. */
export const feedAuthor = () => ({ name: site.brand.name, email: site.contact.email, link: site.siteUrl });

/** The feed itself; `updated` is its newest post's date (or the epoch, with none). */
export function blogChannel(posts: readonly FeedPost[]) {
  return {
    link: absoluteUrl(routes.blog),
    title: `${BLOG_COPY.banner.title} | ${site.brand.name}`,
    description: BLOG_COPY.seo.description,
    language: 'en-US',
    copyright: `© ${site.brand.name}`,
    updated: posts[0] ? publishedAt(posts[0]) : new Date(0),
  };
}

const publishedAt = (post: FeedPost) => new Date(`${post.published}T00:00:00Z`);

/** One post: its page is its link and its id. */
export function feedEntry(post: FeedPost) {
  const file = withoutFocus(post.image.src);
  return {
    link: absoluteUrl(routes.blogPost(post.slug)),
    title: post.title,
    summary: post.summary,
    published: publishedAt(post),
    category: post.category,
    image: { url: file, type: imageMimeType(file) },
  };
}
