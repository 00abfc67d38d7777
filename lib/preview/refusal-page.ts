// A refused preview link leads to a page of the site that says what went wrong and what to do, never a 500
// (app/(site)/preview-link, docs/for-marketing-staff.md). The answer to the link itself is not stored or indexed.
import type { PreviewStanding } from '@/lib/api';
import { routes } from '@/lib/routes';
import type { PreviewCheck } from '@site/shared/preview-token';

export const PREVIEW_REFUSAL_REASONS = [
  'malformed',
  'signature',
  'expired',
  'revoked',
  'record-gone',
  'unavailable',
  'disabled',
] as const satisfies readonly (
  Extract<PreviewCheck, { ok: false }>['reason'] | Exclude<PreviewStanding, 'live'> | 'disabled'
)[];

export type PreviewRefusal = (typeof PREVIEW_REFUSAL_REASONS)[number];

export const isPreviewRefusal = (value: string): value is PreviewRefusal =>
  (PREVIEW_REFUSAL_REASONS as readonly string[]).includes(value);

/** Sends the visitor to the page that explains `reason`; a path on this site, relative. */
export function previewRefusal(reason: PreviewRefusal): Response {
  return new Response(null, {
    status: 303,
    headers: {
      location: routes.previewRefused(reason),
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
