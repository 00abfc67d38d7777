// Where a preview link lands: always a path of this site built from the route table, never one a request names.
import { routes } from '@/lib/routes';
import type { PreviewType } from './token';

const PAGE_OF: Record<PreviewType, (slug: string) => string> = {
  blog: routes.blogPost,
  event: routes.event,
  service: routes.service,
  category: routes.category,
  // Openings have no page of their own: they are listed on the openings page.
  opening: () => routes.openings,
};

export const previewPath = (type: PreviewType, slug: string): string => PAGE_OF[type](slug);
