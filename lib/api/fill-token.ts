import { ApiError } from './errors';

/**
 * The browser's POST to the site's own `path` for the signed time a form was first typed in (lib/forms/spam.ts).
 * No schema library: it would ride in every form's island for one string.
 */
export async function fetchFillToken(path: string): Promise<string> {
  const response = await fetch(path, { method: 'POST' });
  if (!response.ok) throw new ApiError('status', path, `HTTP ${response.status} from ${path}`, response.status);
  const body: unknown = await response.json().catch(() => null);
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') throw new ApiError('invalid-shape', path, `no token in the answer from ${path}`);
  return token;
}
