import * as z from 'zod/mini';
import { ApiError } from './errors';

/** Validates a decoded body against the call's wire schema and reshapes it, or throws `invalid-shape`. */
export function parseAnswer<S extends z.ZodMiniType>(call: string, schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = first?.path.length ? first.path.join('.') : '(root)';
  throw new ApiError('invalid-shape', call, `${where}: ${first?.message ?? 'unexpected shape'}`);
}

export async function readJson(call: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiError('invalid-json', call, 'the answer is not JSON', response.status);
  }
}
