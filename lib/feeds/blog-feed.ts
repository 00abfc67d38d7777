// The blog as RSS 2.0 and Atom, written by the site: the `feed` package left attribute values unescaped (a
// category `Cost & Pricing` made the Atom feed unreadable), and its XML writer is no longer maintained.
import { blogAtom } from './blog-atom';
import type { FeedPost } from './blog-entries';
import { blogRss } from './blog-rss';

export type { FeedPost } from './blog-entries';

/** Both documents of the posts given (newest first). */
export function blogFeed(posts: readonly FeedPost[]): { rss2: () => string; atom1: () => string } {
  return { rss2: () => blogRss(posts), atom1: () => blogAtom(posts) };
}
