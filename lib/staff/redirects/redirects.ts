import 'server-only';
import { z } from 'zod';
import { site } from '@/lib/site';
import { redirectSchema, type StoredRedirect } from '../cms/admin-schemas';
import { adminRequest, siteAdminConfig } from '../cms/cms-admin';
import { firstHop, traceAddress, type Hop, type TraceOptions } from './redirect-trace';

/** The admin API's own cap on a list: search runs over these. */
const LIST_LIMIT = 1_000;
/** How many of the site's answers are asked at once while the list is drawn. */
const CHECKS_AT_ONCE = 4;

export const listRedirects = () =>
  adminRequest(siteAdminConfig(), {
    path: ['redirects'],
    query: { limit: String(LIST_LIMIT) },
    schema: z.array(redirectSchema),
    notFound: 'unsupported',
  });

export interface NewRedirect {
  from: string;
  to: string;
  permanent: boolean;
  createdBy: string;
}

export const addRedirect = ({ from, to, permanent, createdBy }: NewRedirect) =>
  adminRequest(siteAdminConfig(), {
    method: 'POST',
    path: ['redirects'],
    body: { from, to, status: permanent ? 301 : 302, created_by: createdBy },
    schema: redirectSchema,
    notFound: 'refused',
  });

export const readRedirect = (id: number) =>
  adminRequest(siteAdminConfig(), {
    path: ['redirects', String(id)],
    schema: redirectSchema,
    notFound: 'refused',
  });

export const removeRedirect = (id: number) =>
  adminRequest(siteAdminConfig(), {
    method: 'DELETE',
    path: ['redirects', String(id)],
    schema: z.object({ deleted: z.number() }),
    notFound: 'refused',
  });

/** The site itself, asked as a visitor would: SITE_URL, with the site's timeout. */
const siteTraceOptions = (): TraceOptions => ({ origin: site.siteUrl, timeoutMs: site.contentApiTimeoutMs });

export const traceOnSite = (path: string) => traceAddress(path, siteTraceOptions());

/** What the site answers for each redirect's `from`, a few at a time; null where it did not answer. */
export async function siteAnswers(redirects: readonly StoredRedirect[]): Promise<Map<number, Hop | null>> {
  const answers = new Map<number, Hop | null>();
  const queue = [...redirects];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      answers.set(next.id, await firstHop(next.from, siteTraceOptions()));
  };
  await Promise.all(Array.from({ length: CHECKS_AT_ONCE }, worker));
  return answers;
}
