import 'server-only';
// What links to a record (GET /admin/{collection}/{slug}/links) and its delete, as the CMS's admin API answers them.
import { z } from 'zod';
import { adminRequest, siteAdminConfig } from '../cms/cms-admin';

/** Far more than any record is linked from; an answer past it is refused unread rather than listed in part. */
const LINKS_MAX = 1_000;

const linkFromSchema = z.object({
  collection: z.string().max(120),
  slug: z.string().max(200),
  // A record whose title column is empty is named by its slug.
  title: z.string().max(1_000).nullable(),
  field: z.string().max(250),
});
export type LinkFrom = z.output<typeof linkFromSchema>;

export const recordLinksSchema = z.object({
  links: z.array(linkFromSchema).max(LINKS_MAX),
  redirects: z.array(z.object({ from: z.string().max(2_000), to: z.string().max(2_000) })).max(LINKS_MAX),
});
export type RecordLinks = z.output<typeof recordLinksSchema>;

export const readRecordLinks = (collection: string, slug: string) =>
  adminRequest(siteAdminConfig(), {
    path: [collection, slug, 'links'],
    schema: recordLinksSchema,
    notFound: 'refused',
  });

export type DeleteOutcome = { outcome: 'deleted' | 'gone' } | { outcome: 'failed'; message: string };

/** Deletes the record; `gone` when the CMS has no such record (someone deleted or renamed it already). */
export async function deleteRecord(collection: string, slug: string): Promise<DeleteOutcome> {
  const deleted = await adminRequest(siteAdminConfig(), {
    method: 'DELETE',
    path: [collection, slug],
    schema: z.object({ deleted: z.string().max(200) }),
    // Its collection was checked against the CMS's schema first, so a 404 here can only mean the record is missing.
    notFound: 'unsupported',
  });
  if (deleted.ok) return { outcome: 'deleted' };
  return deleted.failure === 'unsupported' ? { outcome: 'gone' } : { outcome: 'failed', message: deleted.message };
}
