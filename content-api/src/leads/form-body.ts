import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors.ts';
import type { LeadFields } from './store.ts';

/** The parsed form-encoded body as text fields (repeated keys as arrays); other content types are refused. */
export function formFields(request: FastifyRequest): LeadFields {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type))
    throw new HttpError(415, 'expected a form-encoded body (application/x-www-form-urlencoded)');
  const body = request.body;
  if (body === null || typeof body !== 'object') throw badRequest('missing form body');
  // No prototype, so a field named __proto__ or constructor is stored like any other, not swallowed.
  const fields: LeadFields = Object.create(null) as LeadFields;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string')))
      fields[key] = value as string | string[];
  }
  return fields;
}
