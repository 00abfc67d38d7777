import { z } from 'zod';
import { LIST_TYPES, RECORD_TYPES, type ListTypeName, type RecordTypeName } from '@/lib/content-types';
import { parseJsonBody } from '@/lib/json-body';
import { isSitePath } from '@/lib/routes';

const slug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a slug is lowercase letters, digits and hyphens');

/** The path whose redirect changed: bounded before the check, and on this site (it is re-rendered). */
const sitePath = z.string().min(1).max(2_000).refine(isSitePath, 'a path on this site');

const asEnum = <T extends string>(names: readonly T[]) => z.enum(names as [T, ...T[]]);

/**
 * The webhook body: `all`, a record type with its slug, a list type alone (the registry names them), or
 * `redirects` with the path whose redirect changed.
 */
const revalidateRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }).strict(),
  z.object({ type: z.literal('redirects'), path: sitePath }).strict(),
  z.object({ type: asEnum<RecordTypeName>(RECORD_TYPES), slug, previousSlug: slug.optional() }).strict(),
  z.object({ type: asEnum<ListTypeName>(LIST_TYPES) }).strict(),
]);
export type RevalidateRequest = z.infer<typeof revalidateRequestSchema>;
export type RecordChange = Extract<RevalidateRequest, { slug: string }>;
export type ListChange = Extract<RevalidateRequest, { type: ListTypeName }>;

/** Parses the webhook body, or returns a message saying what is wrong with it. */
export function parseRevalidateRequest(
  body: string,
): { ok: true; value: RevalidateRequest } | { ok: false; error: string } {
  const parsed = parseJsonBody(revalidateRequestSchema, body);
  return parsed.ok ? parsed : { ok: false, error: parsed.reason };
}
