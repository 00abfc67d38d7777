// Where the editor goes once a record is deleted, and the notice that page shows: built from a checked slug only.
import type { SearchParams } from '../record-filter';
import { findPath } from '../screens';
import { isSlug } from './record-names';

/** Its type's list in the finder, saying what was deleted. */
export const deletedPath = (collection: string, slug: string) =>
  `${findPath(collection)}&deleted=${encodeURIComponent(slug)}`;

/** The slug a `?deleted=` address names, or null when it names none. */
export function deletedSlug(params: SearchParams): string | null {
  const [slug] = [params.deleted ?? []].flat();
  return isSlug(slug) ? slug : null;
}
