import 'server-only';
import { permanentRedirect, redirect } from 'next/navigation';
import { getRedirect } from '@/lib/api';

/**
 * Called only where a page is about to answer "not found": a path that moved answers a real redirect to its new
 * path on this site (308 for a permanent move, 307 for a temporary one), else this returns and the page goes on.
 */
export async function redirectIfMoved(path: string): Promise<void> {
  const moved = await getRedirect(path);
  if (!moved) return;
  if (moved.permanent) permanentRedirect(moved.to);
  redirect(moved.to);
}

/** The path of a route's decoded segments, encoded as a browser sends it (and as staff give it). */
export function pathOfSegments(segments: readonly string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}`;
}
