'use client';
import { Button } from '@/components/ui/button/Button';
import { CardGrid } from '@/components/ui/card/CardGrid';
import { UI_COPY } from '@/lib/copy/ui';
import type { BlogPage } from '@/lib/api/schemas/blog';
import { BlogCard } from './BlogCard';
import { useBlogPages } from './use-blog-pages';
import styles from './blog-grid.module.scss';

interface BlogGridProps {
  firstPage: BlogPage;
  labels: { loadMore: string; loadingMore: string; empty: string };
}

/** The recent posts grid; Load more appends the next page and disappears after the last one. */
export function BlogGrid({ firstPage, labels }: BlogGridProps) {
  const { posts, hasMore, loading, loadMore } = useBlogPages(firstPage);

  if (!posts.length) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <>
      <CardGrid>
        {posts.map((post) => (
          <BlogCard key={post.slug} post={post} />
        ))}
      </CardGrid>
      {/* Tells screen-reader users that Load more worked; silent until then. */}
      <p role="status" className="visually-hidden">
        {posts.length > firstPage.posts.length ? UI_COPY.postsShown(posts.length) : ''}
      </p>
      {hasMore && (
        <div className={styles.more}>
          {/* aria-disabled, not disabled: a disabled button would drop keyboard focus while loading. */}
          <Button
            variant="outline"
            onClick={() => !loading && void loadMore()}
            aria-disabled={loading}
            aria-busy={loading}
          >
            {loading ? labels.loadingMore : labels.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
