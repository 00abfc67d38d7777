import 'server-only';
import { getBlogDetail } from '@/lib/api';
import type { RecordChange } from './request';

/**
 * The posts whose previous/next links a change moves: the neighbours the site's cached copy linked
 * to (where the post was) and those the content API reports now (where it is). Reading "now" past
 * the cache also proves the backend answers; it throws when it does not.
 */
export async function blogNeighbourSlugs(change: RecordChange): Promise<string[]> {
  const before = await getBlogDetail(change.previousSlug ?? change.slug).catch(() => null);
  const after = await getBlogDetail(change.slug, true);
  return [before?.prevSlug, before?.nextSlug, after?.prevSlug, after?.nextSlug].filter((slug): slug is string =>
    Boolean(slug),
  );
}
