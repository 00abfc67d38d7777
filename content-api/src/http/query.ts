import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** One refused part, named as the caller wrote it: `state`, not `state.0`. */
function described(issue: z.core.$ZodIssue, part: 'field' | 'parameter'): string {
  if (issue.code === 'unrecognized_keys' && issue.path.length === 0)
    return `unknown ${part}${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  const name = issue.path.filter((key) => typeof key === 'string').join('.');
  return `${name || 'body'}: ${issue.message}`;
}

/** The body or query `schema` accepts, or a 400 naming each field (or query `parameter`) it refused. */
export function parsed<T>(schema: z.ZodType<T>, value: unknown, part: 'field' | 'parameter' = 'field'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(result.error.issues.map((issue) => described(issue, part)).join('; '));
}
