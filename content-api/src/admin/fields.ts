import { z } from 'zod';
import { sanitizeCmsHtml } from '@site/shared/cms-html';
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
  .transform((value) => new Date(value).toISOString())
  .meta({ kind: 'date-time' });

/** What an editor draws for a field when its JSON type alone does not say (admin/describe.ts reads it). */
export type FieldKindMeta =
  | { kind: 'date-time' | 'rich-text' | 'file' | 'date' | 'site-path' | 'url' }
  | { kind: 'image'; altField?: string }
  | Reference;

/** A field naming another record of `to` (an admin collection) by its slug or id. */
export interface Reference {
  kind: 'reference';
  to: string;
  by: 'slug' | 'id';
}

/** Zod field types for admin bodies; image and HTML fields store /uploads/ paths relative to the public URL. */
export function fieldTypes(urls: Urls) {
  const text = (max = 500) => z.string().trim().min(1, 'must not be empty').max(max);
  // An /uploads/ path, stored relative to the public URL.
  const uploaded = (kind: 'image' | 'file') =>
    z
      .string()
      .max(2_000)
      .transform((value, ctx) => {
        const path = urls.storedImage(value);
        if (path === null)
          ctx.addIssue({
            code: 'custom',
            message: 'must be an /uploads/… path or an absolute URL under the public URL',
          });
        return path ?? z.NEVER;
      })
      .meta({ kind });
  return {
    text,
    nullableText: (max = 500) => text(max).nullable(),
    html: (max = 200_000) =>
      z
        .string()
        .min(1, 'must not be empty')
        .max(max)
        // Stored clean, by the rules the site renders with: nothing that could run or restyle a page is kept.
        .transform((html, ctx) => {
          const clean = sanitizeCmsHtml(html);
          if (clean.trim()) return urls.storedHtml(clean);
          ctx.addIssue({
            code: 'custom',
            message: 'holds nothing the site can show once scripts and styles are removed',
          });
          return z.NEVER;
        })
        .meta({ kind: 'rich-text' }),
    image: uploaded('image'),
    /** A picture whose description for someone who cannot see it is the field `altField`, asked for with it. */
    imageWithAlt: (altField: string) => uploaded('image').meta({ kind: 'image', altField }),
    /** Any other uploaded file, such as a video. */
    file: uploaded('file'),
    date: z
      .string()
      .transform((value, ctx) => {
        const iso = parseDateInput(value);
        if (iso === null) ctx.addIssue({ code: 'custom', message: 'must be a date as YYYY-MM-DD or "12 Mar, 2025"' });
        return iso ?? z.NEVER;
      })
      .meta({ kind: 'date' }),
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
    /** A path on the site, such as /hire-our-genius-mind/react-developers (made absolute by the site). */
    sitePath: z
      .string()
      .max(500)
      .regex(/^\/(?![/\\])\S*$/, 'must be a site path starting with /')
      .meta({ kind: 'site-path' }),
    /** An http(s) link elsewhere, such as a LinkedIn profile. */
    webUrl: z
      .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
      .max(500)
      .meta({ kind: 'url' }),
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
