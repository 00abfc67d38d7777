import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { parsed } from '../http/query.ts';
import { createJobLimit } from '../images/job-limit.ts';
import { mediaLibrary } from './media-library.ts';
import { storeUpload, UPLOAD_MAX_BYTES } from './store-upload.ts';

// The file's own name, only for the stored name's words; bounded before anything reads it.
const UploadQuery = z.strictObject({ name: z.string().max(200).optional() });

const LibraryQuery = z.strictObject({
  kind: z.enum(['image', 'file']).optional(),
  limit: z
    .string()
    .max(4)
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1).max(200))
    .optional(),
  offset: z.string().max(9).regex(/^\d+$/, 'must be a whole number').transform(Number).optional(),
});

/**
 * GET /admin/uploads lists what is there (`?kind=image|file&limit=&offset=`). POST /admin/uploads: the file as the request body (any Content-Type; its bytes decide what it is), answered 201
 * with the path an image field takes. The admin token is checked before the body is read (admin/index.ts).
 */
export function uploadRoutes(app: FastifyInstance, { config, clock }: AppContext): void {
  // One encode at a time beside the resizer's, a few waiting: a burst of uploads gets a 503, not a stalled box.
  const limit = createJobLimit(1, 8);
  // The media library: what is there to reuse, newest first.
  app.get('/uploads', async (request) => {
    const { kind, limit = 60, offset = 0 } = parsed(LibraryQuery, request.query, 'parameter');
    return mediaLibrary(config.uploadsDir, { kind, limit, offset });
  });
  // A scope of its own, so only this route reads a raw body, whatever its Content-Type says.
  void app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post('/uploads', { bodyLimit: UPLOAD_MAX_BYTES }, async (request, reply) => {
      const { name = '' } = parsed(UploadQuery, request.query, 'parameter');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await limit.run(() => storeUpload(config.uploadsDir, body, name, clock()));
      return reply.code(201).send(stored);
    });
  });
}
