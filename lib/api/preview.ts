import 'server-only';
import * as z from 'zod/mini';
import { activePreviewToken } from '@/lib/preview/request';
import { PREVIEW_TYPES } from '@site/shared/preview-token';
import { apiGet } from './fetch';

const previewStateSchema = z.object({
  type: z.enum(PREVIEW_TYPES),
  slug: z.string(),
  state: z.enum(['draft', 'scheduled', 'expired', 'published']),
  publish_at: z.nullable(z.string()),
  unpublish_at: z.nullable(z.string()),
  expires_at: z.string(),
});
export type PreviewState = z.output<typeof previewStateSchema>;

/** How the record this draft-mode visit previews stands; null outside draft mode. Never cached (apiGet's preview). */
export async function getPreviewState(): Promise<PreviewState | null> {
  if (!(await activePreviewToken())) return null;
  return apiGet('get-preview-state', { schema: previewStateSchema, tags: [] });
}
