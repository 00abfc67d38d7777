import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Throws 401 unless the request carries `Authorization: Bearer <token>`; hashing first hides the length. */
export function requireBearer(
  request: FastifyRequest,
  token: string | null,
  disabled = 'admin API disabled: set CONTENT_ADMIN_TOKEN',
): void {
  if (token === null) throw new HttpError(401, disabled);
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  const given = match?.[1]?.trim() ?? '';
  if (!timingSafeEqual(digest(given), digest(token))) throw new HttpError(401, 'invalid or missing bearer token');
}
