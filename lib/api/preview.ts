import 'server-only';
import * as z from 'zod/mini';
import { activePreviewToken } from '@/lib/preview/request';
import { PREVIEW_HEADER, PREVIEW_TYPES } from '@site/shared/preview-token';
import { apiGet, apiUrl, send } from './fetch';

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

/** Whether the content API still honours a preview link, or why not: what the visitor of the link is told. */
export type PreviewStanding = 'live' | 'signature' | 'revoked' | 'record-gone' | 'unavailable';

/** The content API's refusals of get-preview-state (content-api/src/routes/preview.ts), by status. */
const REFUSED: Record<number, PreviewStanding> = { 401: 'signature', 404: 'record-gone', 410: 'revoked' };

/**
 * Asked by /api/preview before draft mode is turned on: only the content API knows whether a link was revoked or its
 * record deleted (the site checks the signature alone). Uncached; anything but an answer is `unavailable`.
 */
export async function previewLinkStanding(token: string): Promise<PreviewStanding> {
  const call = 'get-preview-state';
  try {
    const headers = { accept: 'application/json', [PREVIEW_HEADER]: token };
    const response = await send(call, apiUrl(call), { headers, cache: 'no-store' });
    return response.ok ? 'live' : (REFUSED[response.status] ?? 'unavailable');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 'unavailable';
  }
}
