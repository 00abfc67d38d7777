import 'server-only';
import { cache } from 'react';
import { apiGet } from './fetch';
import { redirectSchema } from './schemas/redirects';
import { TAGS } from './tags';

/**
 * The redirect of a path the site has no page for, or null. Asked only on the not-found path, so known pages never
 * pay for it; an answer with a redirect is cached under TAGS.redirects, which the `redirects` hook expires.
 */
export const getRedirect = cache((path: string) =>
  apiGet('get-redirect', {
    schema: redirectSchema,
    params: { path },
    tags: [TAGS.redirects],
    oneRecord: 'redirect.to',
  }),
);
