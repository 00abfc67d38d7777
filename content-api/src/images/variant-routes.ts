import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import { VARIANTS_PREFIX } from '@site/shared/image-widths';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { createJobLimit } from './job-limit.ts';
import { parseVariantRequest } from './variant-request.ts';
import { createVariantStore } from './variant-store.ts';

// Callers queued behind the running encodes before new ones get a 503; a page's images fit many times over.
const MAX_WAITING = 64;

/** `GET /variants/{width}/{quality}/{path under /uploads/}`: the upload resized, as AVIF or WebP by the Accept header. */
export function variantRoutes(app: FastifyInstance, { config, urls }: AppContext): void {
  const store = createVariantStore(config.variantsDir, createJobLimit(config.imageConcurrency, MAX_WAITING));

  app.get<{ Params: { width: string; quality: string; '*': string } }>(
    `${VARIANTS_PREFIX}/:width/:quality/*`,
    async (request, reply) => {
      const variant = parseVariantRequest(request.params, request.headers.accept, {
        uploadsDir: config.uploadsDir,
        urls,
      });
      const file = await store.file(variant).catch((error: unknown) => {
        // A full queue: tell the client when to come back rather than leaving it to guess.
        if (error instanceof HttpError && error.statusCode === 503) void reply.header('Retry-After', '1');
        throw error;
      });
      const body = await fs.promises.readFile(file);
      return reply
        .header('Content-Type', `image/${variant.format}`)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept')
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
    },
  );
}
