import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { previewLinkStanding } from '@/lib/api';
import { previewPath } from '@/lib/preview/paths';
import { previewRefusal } from '@/lib/preview/refusal-page';
import { PREVIEW_COOKIE } from '@/lib/preview/request';
import { verifyPreviewToken } from '@site/shared/preview-token';
import { site } from '@/lib/site';

/**
 * A preview link: checks the token's signature and expiry here, then asks the content API whether the link still
 * stands (not revoked, its record not deleted), and only then turns draft mode on and sends the visitor to that
 * record's own page. The content API checks the link again on every read, so one revoked later shows nothing more.
 */
export async function GET(request: NextRequest): Promise<Response> {
  if (!site.previewSecret) return previewRefusal('disabled');
  const token = request.nextUrl.searchParams.get('token') ?? '';
  const check = verifyPreviewToken(token, site.previewSecret, new Date());
  if (!check.ok) return previewRefusal(check.reason);
  const standing = await previewLinkStanding(token);
  if (standing !== 'live') return previewRefusal(standing);
  (await draftMode()).enable();
  // The data layer sends it with every read while draft mode is on; it dies with the link.
  (await cookies()).set(PREVIEW_COOKIE, token, {
    httpOnly: true,
    secure: site.siteUrl.startsWith('https:'),
    sameSite: 'lax',
    path: '/',
    expires: check.grant.expiresAt,
  });
  // A path from the route table, relative: the visitor never leaves this site.
  return new Response(null, {
    status: 303,
    headers: { location: previewPath(check.grant.type, check.grant.slug), 'cache-control': 'private, no-store' },
  });
}
