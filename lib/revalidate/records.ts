import 'server-only';
import { getBlogDetail } from '@/lib/api';
import type { RecordTypeName } from '@/lib/content-types';
import { FAMILY_READS } from '@/lib/families/server';

/** A record's detail call, past the data cache: null once the record is gone. Throws when the API is down. */
export const uncachedRecord = (type: RecordTypeName, slug: string) => FAMILY_READS[type].uncached(slug);

/**
 * The posts whose previous/next links a change moves: the neighbours the site's cached copy linked
 * to (where the post was) and those the content API reports now (where it is).
 */
export async function blogNeighbourSlugs(
  previousSlug: string,
  now: { prevSlug: string | null; nextSlug: string | null } | null,
) {
  const before = await getBlogDetail(previousSlug).catch(() => null);
  return [before?.prevSlug, before?.nextSlug, now?.prevSlug, now?.nextSlug].filter((slug): slug is string =>
    Boolean(slug),
  );
}
