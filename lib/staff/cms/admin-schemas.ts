// The answers of the CMS's admin API the console reads (content-api/README.md, "Staff reads" and the admin routes).
import { z } from 'zod';
import { PREVIEW_TYPES } from '@site/shared/preview-token';

export const RECORD_STATES = ['draft', 'scheduled', 'live', 'expired'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

const instant = z.string().max(40);

export const recordSummarySchema = z.object({
  type: z.enum(PREVIEW_TYPES),
  slug: z.string().max(200),
  title: z.string().max(1_000),
  state: z.enum(RECORD_STATES),
  status: z.enum(['draft', 'published']),
  publish_at: instant.nullable(),
  unpublish_at: instant.nullable(),
  closes_at: instant.nullable(),
  next_change_at: instant.nullable(),
  updated_at: instant.nullable(),
});
export type RecordSummary = z.output<typeof recordSummarySchema>;

export const previewLinkSchema = z.object({ id: z.number().int(), url: z.url(), expires_at: instant });
export type NewPreviewLink = z.output<typeof previewLinkSchema>;

export const previewLinkRowSchema = z.object({
  id: z.number().int(),
  created_at: instant,
  expires_at: instant,
  revoked_at: instant.nullable(),
  record_deleted_at: instant.nullable(),
});
export type PreviewLinkRow = z.output<typeof previewLinkRowSchema>;

export const REDIRECT_STATUSES = [301, 302, 308] as const;

export const redirectSchema = z.object({
  id: z.number().int(),
  from: z.string().max(2_000),
  to: z.string().max(2_000),
  status: z.union(REDIRECT_STATUSES.map((status) => z.literal(status))),
  created_by: z.string().max(200),
  created_at: instant,
});
export type StoredRedirect = z.output<typeof redirectSchema>;
