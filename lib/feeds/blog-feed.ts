// The blog as RSS 2.0 and Atom, built by the `feed` library so the markup follows both specs.
import { Feed } from 'feed';
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

const publishedAt = (post: FeedPost) => new Date(`${post.published}T00:00:00Z`);

/** A feed of the posts given (newest first); both formats come from the one `Feed`. */
export function blogFeed(posts: readonly FeedPost[]): Feed {
  const blogUrl = absoluteUrl(routes.blog);
  // The company publishes the posts (the CMS records no per-post author); RSS's <author> must carry an email.
  const author = { name: site.brand.name, email: site.contact.email, link: site.siteUrl };
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: `${BLOG_COPY.banner.title} | ${site.brand.name}`,
    description: BLOG_COPY.seo.description,
    language: 'en-US',
    copyright: `© ${site.brand.name}`,
    updated: posts[0] ? publishedAt(posts[0]) : new Date(0),
    feedLinks: { rss: absoluteUrl(routes.blogRss), atom: absoluteUrl(routes.blogAtom) },
    author,
  });
  for (const post of posts) {
    const link = absoluteUrl(routes.blogPost(post.slug));
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.summary,
      date: publishedAt(post),
      published: publishedAt(post),
      author: [author],
      // Atom requires `term`; RSS prints `name`.
      category: post.category ? [{ name: post.category, term: post.category }] : [],
      image: { url: post.image.src, type: imageMimeType(post.image.src) },
    });
  }
  return feed;
}
