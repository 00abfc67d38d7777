import { z } from 'zod';
import { badRequest } from '../http/errors.ts';
import type { EntitySpec, Values } from './entity.ts';
import { SLUG_MAX, SLUG_PATTERN } from './fields.ts';

export interface ParsedBody {
  newSlug: string | undefined;
  values: Values;
}

export function checkSlug(slug: string): void {
  if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug))
    throw badRequest('slug: must be lower-case words joined by hyphens (a-z, 0-9), at most 200 characters');
}

/** Validates a PUT body against the entity's fields; every field is optional here, creates check `required` later. */
export function parseBody(entity: EntitySpec, body: unknown): ParsedBody {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('expected a JSON object body');
  const { slug, [entity.slugAlias]: alias, ...rest } = body as Record<string, unknown>;
  if (slug !== undefined && alias !== undefined && slug !== alias)
    throw badRequest(`slug and ${entity.slugAlias} differ`);
  const newSlug = slug ?? alias;
  if (newSlug !== undefined && typeof newSlug !== 'string') throw badRequest('slug: must be a string');
  if (newSlug !== undefined) checkSlug(newSlug);

  const shape = Object.fromEntries(Object.entries(entity.fields).map(([name, schema]) => [name, schema.optional()]));
  const parsed = z.strictObject(shape).safeParse(rest);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys' && issue.path.length === 0
        ? `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
    throw badRequest(problems.join('; '));
  }
  const values = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  return { newSlug, values };
}
