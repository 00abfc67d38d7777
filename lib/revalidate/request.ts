import { z } from 'zod';

const slug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a slug is lowercase letters, digits and hyphens');

export const revalidateRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }).strict(),
  z.object({ type: z.enum(['blog', 'event', 'service', 'category']), slug, previousSlug: slug.optional() }).strict(),
]);
export type RevalidateRequest = z.infer<typeof revalidateRequestSchema>;
export type RecordChange = Exclude<RevalidateRequest, { type: 'all' }>;

/** Parses the webhook body, or returns a message saying what is wrong with it. */
export function parseRevalidateRequest(
  body: string,
): { ok: true; value: RevalidateRequest } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: 'the body is not JSON' };
  }
  const result = revalidateRequestSchema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
}
