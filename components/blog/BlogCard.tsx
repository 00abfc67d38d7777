import { ContentCard } from '@/components/ui/card/ContentCard';
import type { BlogCard as BlogCardData } from '@/lib/api/schemas/blog';
import { BLOG_COPY } from '@/lib/copy/blog';
import { routes } from '@/lib/routes';

interface BlogCardProps {
  post: BlogCardData;
  sizes?: string;
  priority?: boolean;
}

/** One post as a card: image, date, title, short description followed by an ellipsis, and Read More. */
export function BlogCard({ post, sizes, priority }: BlogCardProps) {
  return (
    <ContentCard
      href={routes.blogPost(post.slug)}
      title={post.title}
      image={post.image}
      meta={post.date}
      text={`${post.excerpt}…`}
      cta={BLOG_COPY.readMore}
      sizes={sizes}
      priority={priority}
    />
  );
}
