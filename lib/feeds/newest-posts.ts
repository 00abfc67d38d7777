import 'server-only';
import { getBlogDetail, getNewestBlogPosts } from '@/lib/api';
import { anyDateToIso } from '@/lib/dates';
import { FEED_POST_COUNT, type FeedPost } from './blog-entries';

/** The newest posts with what the list card lacks (category, ISO date) read from each post's cached detail call. */
export async function newestFeedPosts(count = FEED_POST_COUNT): Promise<FeedPost[]> {
  const cards = await getNewestBlogPosts(count);
  const posts = await Promise.all(
    cards.map(async (card) => {
      const detail = await getBlogDetail(card.slug);
      const published = anyDateToIso(detail?.datePublished ?? '') ?? anyDateToIso(card.date);
      if (!detail || !published) return null;
      return {
        slug: card.slug,
        title: card.title,
        summary: card.excerpt,
        published,
        category: detail.category,
        image: card.image,
      };
    }),
  );
  return posts.filter((post): post is FeedPost => post !== null);
}
