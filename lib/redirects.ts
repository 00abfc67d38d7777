import 'server-only';
import { permanentRedirect, redirect } from 'next/navigation';
import { routedPath } from '@site/shared/site-path';
import { getRedirect } from '@/lib/api';

/**
 * Called only where a page is about to answer "not found": a path that moved answers a real redirect to its new
 * path on this site (308 for a permanent move, 307 for a temporary one), else this returns and the page goes on.
 * The path is looked up as the router names it, the form the content API stores every redirect's `from` in.
 */
export async function redirectIfMoved(path: string): Promise<void> {
  const moved = await getRedirect(routedPath(path));
  if (!moved) return;
  if (moved.permanent) permanentRedirect(moved.to);
  redirect(moved.to);
}

/** The path of a route's segments as Next hands them to a page: each one already encoded (encodeURIComponent). */
export function pathOfSegments(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}
