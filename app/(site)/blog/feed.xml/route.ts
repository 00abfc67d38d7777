import { blogFeed } from '@/lib/feeds/blog-feed';
import { feedResponse } from '@/lib/feeds/response';
import { newestFeedPosts } from '@/lib/feeds/newest-posts';

// Built with the pages and kept until the blog list tag (or a post's own tag) goes stale.
export const dynamic = 'force-static';

export async function GET() {
  return feedResponse(blogFeed(await newestFeedPosts()).rss2(), 'application/rss+xml');
}
