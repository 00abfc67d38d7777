// One way to read a JSON body against its schema, for the endpoints that take one (the webhook, the vitals beacon).
import type { z } from 'zod';

export type JsonBody<T> = { ok: true; value: T } | { ok: false; reason: string };

/** `text` parsed as JSON and checked by `schema`, or its first problem in words (`metrics.LCP: Too big: …`). */
export function parseJsonBody<T>(schema: z.ZodType<T>, text: string): JsonBody<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the body is not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
}
