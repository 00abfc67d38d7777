import type * as z from 'zod/mini';
import { ApiError } from './errors';
import { parseAnswer, readJson } from './parse';

/** A browser-side call to the site's own `/api/v1` rewrite, validated by the same wire schema as the server's. */
export async function fetchFromSite<S extends z.ZodMiniType>(url: string, schema: S): Promise<z.output<S>> {
  const absolute = new URL(url, document.baseURI);
  const call = absolute.pathname.replace('/api/v1/', '');
  let response: Response;
  try {
    response = await fetch(absolute, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ApiError('network', call, `${(error as Error).message} (${url})`);
  }
  if (!response.ok) throw new ApiError('status', call, `HTTP ${response.status} from ${url}`, response.status);
  return parseAnswer(call, url, schema, await readJson(call, url, response));
}
