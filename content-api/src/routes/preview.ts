import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { checkPreview, type PreviewRefusal } from '../content/preview.ts';
import { publicationState } from '../content/visibility.ts';
import { HttpError } from '../http/errors.ts';

/** Each refusal's answer: the site's /api/preview tells the visitor why by the status alone. */
const REFUSALS: Record<PreviewRefusal, { status: number; message: string }> = {
  token: { status: 401, message: 'no valid preview token (X-Preview-Token)' },
  revoked: { status: 410, message: 'this preview link was revoked' },
  'record-gone': { status: 404, message: 'the record this preview link was made for no longer exists' },
};

/**
 * The record a preview link opens and how it stands, for the site's "Preview — not published" bar and for its
 * /api/preview, which asks before it turns draft mode on.
 */
export function previewRoutes(app: FastifyInstance, { db, config, clock }: AppContext): void {
  app.get('/get-preview-state', async (request) => {
    const now = clock();
    const check = checkPreview(request, { db, config }, now);
    if (!check.ok) throw new HttpError(REFUSALS[check.reason].status, REFUSALS[check.reason].message);
    const { grant, record: row } = check;
    return {
      type: grant.type,
      slug: row.slug,
      state: publicationState(row, now),
      publish_at: row.publish_at,
      unpublish_at: row.unpublish_at,
      expires_at: grant.expiresAt.toISOString(),
    };
  });
}
