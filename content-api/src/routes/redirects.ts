import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { requiredText } from '../http/params.ts';
import { PATH_MAX } from '../redirects/paths.ts';
import { redirectFrom } from '../redirects/store.ts';

/**
 * The redirect of a path the site has no page for: `{ "redirect": { "to", "status" } }`, or `{ "redirect": null }`
 * like the other lookups' empty answers (the site's cache keeps only answers that carry a record).
 */
export function redirectRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/get-redirect', async (request) => {
    const path = requiredText(request.query as Record<string, unknown>, 'path');
    if (path.length > PATH_MAX) return { redirect: null };
    return { redirect: redirectFrom(db, path) };
  });
}
