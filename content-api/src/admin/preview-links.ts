import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PREVIEW_LIFETIME_MS, PREVIEW_TYPES, signPreviewToken } from '../../../lib/preview/token.ts';
import type { AppContext } from '../context.ts';
import { publicationOf } from '../content/preview.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import { SLUG_MAX } from './fields.ts';

const LinkRequest = z.strictObject({ type: z.enum(PREVIEW_TYPES), slug: z.string().max(SLUG_MAX) });

/** POST /admin/preview-links: a signed link to one record's page on the site, good for 7 days (whatever its state). */
export function previewLinkRoutes(app: FastifyInstance, { db, config, clock }: AppContext): void {
  app.post('/preview-links', async (request, reply) => {
    const secret = config.previewSecret;
    if (secret === null) throw new HttpError(503, 'preview links disabled: set PREVIEW_SECRET');
    const parsed = LinkRequest.safeParse(request.body);
    if (!parsed.success)
      throw badRequest(
        parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
      );
    const { type, slug } = parsed.data;
    if (publicationOf(db, type, slug) === undefined) throw new HttpError(404, `no ${type} with slug "${slug}"`);
    // Whole seconds: the token carries its expiry in Unix seconds, and expires_at says exactly that instant.
    const expiresAt = new Date(Math.floor((clock().getTime() + PREVIEW_LIFETIME_MS) / 1000) * 1000);
    const token = signPreviewToken({ type, slug, expiresAt }, secret);
    return reply.code(201).send({
      url: `${config.siteUrl}/api/preview?token=${encodeURIComponent(token)}`,
      expires_at: expiresAt.toISOString(),
    });
  });
}
