import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PREVIEW_LIFETIME_MS, PREVIEW_TYPES, signPreviewToken } from '@site/shared/preview-token';
import type { AppContext } from '../context.ts';
import { previewRecord, recordPreviewKey } from '../content/preview.ts';
import { listLinks, recordLink, revokeLink } from '../content/preview-links.ts';
import { HttpError } from '../http/errors.ts';
import { parsed } from '../http/query.ts';
import { listLimit, rowId } from '../http/params.ts';
import { SLUG_MAX } from './fields.ts';

const LinkRequest = z.strictObject({ type: z.enum(PREVIEW_TYPES), slug: z.string().max(SLUG_MAX) });
const ListQuery = z.strictObject({
  type: z.enum(PREVIEW_TYPES).optional(),
  slug: z.string().max(SLUG_MAX).optional(),
  limit: z.string().max(12).optional(),
});

/**
 * /admin/preview-links: make a signed link to one record's page on the site, good for 7 days (whatever its state)
 * and bound to that record by its preview key; list the links not yet expired; revoke one.
 */
export function previewLinkRoutes(app: FastifyInstance, { db, config, clock }: AppContext): void {
  app.post('/preview-links', async (request, reply) => {
    const secret = config.previewSecret;
    if (secret === null) throw new HttpError(503, 'preview links disabled: set PREVIEW_SECRET');
    const { type, slug } = parsed(LinkRequest, request.body);
    const now = clock();
    // Whole seconds: the token carries its expiry in Unix seconds, and expires_at says exactly that instant.
    const expiresAt = new Date(Math.floor((now.getTime() + PREVIEW_LIFETIME_MS) / 1000) * 1000);
    const link = db.transaction(() => {
      const record = previewRecord(db, type, { slug });
      if (record === undefined) throw new HttpError(404, `no ${type} with slug "${slug}"`);
      const recordKey = recordPreviewKey(db, type, record.id);
      return recordLink(db, { type, slug, recordId: record.id, recordKey, createdAt: now, expiresAt });
    })();
    const token = signPreviewToken({ linkId: link.id, linkKey: link.key, type, slug, expiresAt }, secret);
    return reply.code(201).send({
      id: link.id,
      url: `${config.siteUrl}/api/preview?token=${encodeURIComponent(token)}`,
      expires_at: expiresAt.toISOString(),
    });
  });

  app.get('/preview-links', async (request) => {
    const query = parsed(ListQuery, request.query, 'parameter');
    return listLinks(db, clock(), query, listLimit(query));
  });

  app.delete<{ Params: { id: string } }>('/preview-links/:id', async (request) => {
    const link = revokeLink(db, rowId(request.params.id, 'preview link'), clock());
    if (!link) throw new HttpError(404, `no preview link ${request.params.id}; GET /admin/preview-links lists them`);
    return { revoked: link.id, revoked_at: link.revoked_at };
  });
}
