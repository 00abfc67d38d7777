import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { previewGrant, publicationOf } from '../content/preview.ts';
import { publicationState } from '../content/visibility.ts';
import { HttpError } from '../http/errors.ts';

/** The record a preview token opens and how it stands, for the site's "Preview — not published" bar. */
export function previewRoutes(app: FastifyInstance, { db, config, clock }: AppContext): void {
  app.get('/get-preview-state', async (request) => {
    const now = clock();
    const grant = previewGrant(request, config, now);
    if (grant === null) throw new HttpError(401, 'no valid preview token (X-Preview-Token)');
    const row = publicationOf(db, grant.type, grant.slug);
    if (row === undefined) throw new HttpError(404, `no ${grant.type} with slug "${grant.slug}"`);
    return {
      type: grant.type,
      slug: grant.slug,
      state: publicationState(row, now),
      publish_at: row.publish_at,
      unpublish_at: row.unpublish_at,
      expires_at: grant.expiresAt.toISOString(),
    };
  });
}
