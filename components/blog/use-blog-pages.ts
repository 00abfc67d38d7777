import useSWRInfinite from 'swr/infinite';
import type { BlogPage } from '@/lib/api/schemas/blog';

const pageUrl = (page: number) => `/api/v1/get-blog-list-updated?page=${page}`;

/** The validating fetcher (zod, ~20 kB) loads on the first Load more, not with the page. */
async function fetchPage(url: string): Promise<BlogPage> {
  const [{ fetchFromSite }, { blogPageSchema }] = await Promise.all([
    import('@/lib/api/client'),
    import('@/lib/api/schemas/blog'),
  ]);
  return fetchFromSite(url, blogPageSchema);
}

/**
 * The blog list's pages. The first comes prerendered from the server; SWR holds only the ones after
 * it, each asked for from the site's own origin (rewritten to the content API) with the previous
 * answer's `nextpage`.
 */
export function useBlogPages(firstPage: BlogPage) {
  const {
    data = [],
    size,
    setSize,
    isValidating,
  } = useSWRInfinite(
    (index, previous: BlogPage | null) => {
      const before = index === 0 ? firstPage : previous;
      return before?.hasMore ? pageUrl(before.nextPage) : null;
    },
    fetchPage,
    {
      initialSize: 0,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      onError: (failure: unknown) => console.error('Could not load more blog posts:', failure),
    },
  );
  const pages = [firstPage, ...data];

  return {
    posts: pages.flatMap((page) => page.posts),
    hasMore: pages[pages.length - 1]?.hasMore ?? false,
    loading: isValidating && size > data.length,
    // Sized from the pages held, so after a failure the same page is asked for again.
    loadMore: () => setSize(data.length + 1),
  };
}
