import * as z from 'zod/mini';
import { ApiError } from './errors';

/** Validates a decoded body against the call's wire schema and reshapes it, or throws `invalid-shape` naming the URL. */
export function parseAnswer<S extends z.ZodMiniType>(call: string, url: string, schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = first?.path.length ? first.path.join('.') : '(root)';
  throw new ApiError(
    'invalid-shape',
    call,
    `${where}: ${first?.message ?? 'unexpected shape'} in the answer from ${url}`,
  );
}

/** The decoded JSON body; an HTML error page (or anything not labelled JSON) is `invalid-json`, even with a 200. */
export async function readJson(call: string, url: string, response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '(none)';
  if (!/\bjson\b/i.test(type)) {
    throw new ApiError('invalid-json', call, `the answer is ${type}, not JSON, from ${url}`, response.status);
  }
  try {
    return await response.json();
  } catch {
    throw new ApiError('invalid-json', call, `the answer is not valid JSON, from ${url}`, response.status);
  }
}
