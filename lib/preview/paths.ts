// Where a preview link lands: always a path of this site built from the route table, never one a request names.
import { routes } from '@/lib/routes';
import type { PreviewType } from '@site/shared/preview-token';

const PAGE_OF: Record<PreviewType, (slug: string) => string> = {
  blog: routes.blogPost,
  event: routes.event,
  service: routes.service,
  category: routes.category,
  // Openings have no page of their own: they are listed on the openings page.
  opening: () => routes.openings,
};

export const previewPath = (type: PreviewType, slug: string): string => PAGE_OF[type](slug);

const PATH_MAX = 500;
// One leading slash then no second slash or backslash (`//evil.example` and `/\evil.example` leave the site).
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** `path` when it is a path on this site, else the home page: where exiting a preview may send the visitor. */
export function samePath(path: string | null | undefined): string {
  if (!path || path.length > PATH_MAX || !SITE_PATH.test(path)) return routes.home;
  return path;
}
