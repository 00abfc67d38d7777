import type { RevalidateRequest } from './request';
import { blogPath } from '@/lib/copy/blog';
import { eventPath } from '@/lib/copy/events';

const LIST_PAGES = { blog: ['/blog'], event: ['/events'], service: [], category: [] } as const;

/** The pages a change expires that the webhook re-renders at once, while the content API is known to answer. */
export function pathsToWarm(change: RevalidateRequest, neighbourSlugs: readonly string[] = []): string[] {
  if (change.type === 'all') return [];
  const detail = { blog: blogPath, event: eventPath, service: null, category: null }[change.type];
  const slugs = [change.slug, change.previousSlug, ...(change.type === 'blog' ? neighbourSlugs : [])].filter(
    (slug): slug is string => Boolean(slug),
  );
  return [...new Set([...(detail ? slugs.map(detail) : []), ...LIST_PAGES[change.type], '/sitemap.xml'])];
}

/** Requests each page once so Next renders it now; a failure only means the first visitor renders it instead. */
export async function warm(origin: string, paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      fetch(new URL(path, origin), { cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(15_000) })
        // Reading the whole body lets the streamed render finish, so the page is cached.
        .then((response) => response.arrayBuffer())
        .catch((error: unknown) => console.warn(`Could not re-render ${path} after revalidation:`, error)),
    ),
  );
}
