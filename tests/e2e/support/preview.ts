// Preview links made through the e2e content API's admin API, and a draft post to preview.
import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';
import type { PreviewType } from '@site/shared/preview-token';

export interface PreviewLink {
  id: number;
  url: string;
  expires_at: string;
}

/** POST /admin/preview-links: `{ id, url, expires_at }`. */
export async function previewLink(type: PreviewType, slug: string): Promise<PreviewLink> {
  const response = await fetch(`${E2E_URLS.api}/admin/preview-links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type, slug }),
  });
  if (response.status !== 201) throw new Error(`preview link: ${response.status} ${await response.text()}`);
  return (await response.json()) as PreviewLink;
}

/** DELETE /admin/preview-links/{id}: that one link opens nothing from now on. */
export async function revokePreviewLink(id: number): Promise<void> {
  const response = await fetch(`${E2E_URLS.api}/admin/preview-links/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${E2E.adminToken}` },
  });
  if (response.status !== 200)
    throw new Error(`revoke preview link ${id}: ${response.status} ${await response.text()}`);
}

/** A complete draft post whose title and body carry `marker`, so any copy of it can be searched for. */
export const draftPost = (marker: string) => ({
  status: 'draft',
  blog_title: marker,
  blog_short_desc: `${marker}: the short description`,
  blog_image: '/uploads/images/card-03.webp',
  blog_date_for_schema: '2026-11-20',
  blog_category: 'Hiring',
  blog_description: `<p>${marker}: the body.</p>`,
});
