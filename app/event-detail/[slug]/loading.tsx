import { ArticleSkeleton } from '@/components/ui/skeleton/ArticleSkeleton';
import { EVENTS_COPY } from '@/lib/copy/events';

export default function Loading() {
  return <ArticleSkeleton label={EVENTS_COPY.loading} />;
}
