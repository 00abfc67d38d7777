import { z } from 'zod';
import { PUBLICATION_STATUSES } from '../content/visibility.ts';
import { parseDateInput } from '../dates.ts';
import type { Urls } from '../http/urls.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 200;

// An ISO 8601 date-time with Z or an offset, kept as UTC so SQLite compares the text in time order.
const instant = z
  .string()
  .max(40)
  .pipe(z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time such as 2026-12-01T09:00:00Z' }))
  .transform((value) => new Date(value).toISOString());

/** Zod field types for admin bodies; image and HTML fields store /uploads/ paths relative to the public URL. */
export function fieldTypes(urls: Urls) {
  const text = (max = 500) => z.string().trim().min(1, 'must not be empty').max(max);
  return {
    text,
    nullableText: (max = 500) => text(max).nullable(),
    html: (max = 200_000) => z.string().min(1, 'must not be empty').max(max).transform(urls.storedHtml),
    image: z.string().transform((value, ctx) => {
      const path = urls.storedImage(value);
      if (path === null)
        ctx.addIssue({ code: 'custom', message: 'must be an /uploads/… path or an absolute URL under the public URL' });
      return path ?? z.NEVER;
    }),
    date: z.string().transform((value, ctx) => {
      const iso = parseDateInput(value);
      if (iso === null) ctx.addIssue({ code: 'custom', message: 'must be a date as YYYY-MM-DD or "12 Mar, 2025"' });
      return iso ?? z.NEVER;
    }),
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
    /** A path on the site, such as /hire-our-genius-mind/react-developers (made absolute by the site). */
    sitePath: z
      .string()
      .max(500)
      .regex(/^\/(?![/\\])\S*$/, 'must be a site path starting with /'),
    /** An http(s) link elsewhere, such as a LinkedIn profile. */
    webUrl: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' }).max(500),
    slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN, 'must be lower-case words joined by hyphens'),
    instant,
    /** The publication state of a record with a page of its own (or an opening); stored times are UTC toISOString. */
    publication: {
      status: z.enum(PUBLICATION_STATUSES),
      publish_at: instant.nullable(),
      unpublish_at: instant.nullable(),
    },
    /** A nested list stored whole as JSON. */
    list: <T extends z.ZodType>(item: T, max = 100) =>
      z
        .array(item)
        .max(max)
        .transform((items) => JSON.stringify(items)),
  };
}

export type FieldTypes = ReturnType<typeof fieldTypes>;
