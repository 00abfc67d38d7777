import { ArticleSkeleton } from '@/components/ui/skeleton/ArticleSkeleton';
import { BLOG_COPY } from '@/lib/copy/blog';

export default function Loading() {
  return <ArticleSkeleton label={BLOG_COPY.loading} />;
}
