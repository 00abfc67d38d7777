import 'server-only';
// What the server adds to every lead about where it came from: its attribution (lib/leads/attribution-post.ts) and
// the date of the privacy notice the form linked to. Set here, never taken from the browser but the touches.
import { headers } from 'next/headers';
import { POLICIES_LAST_UPDATED_ISO } from '@/lib/copy/policies';
import { attributionOfPost } from '@/lib/leads/attribution-post';
import { site } from '@/lib/site';

/**
 * The form's page: the post's Referer (the page's full address, query and all: a form posted without JavaScript
 * goes to the page's own URL, and the site's Referrer-Policy sends it whole to its own origin), else `pageUrl`.
 */
async function formPageUrl(pageUrl: string): Promise<string> {
  const referer = (await headers()).get('referer') ?? '';
  return referer.startsWith(`${site.siteUrl}/`) ? referer : pageUrl;
}

/** Spread into the lead the form action stores; `postedAttribution` is the form's attribution field as posted. */
export async function leadProvenance(postedAttribution: string, pageUrl: string) {
  return {
    attribution: attributionOfPost(postedAttribution, await formPageUrl(pageUrl)),
    privacyNoticeDate: POLICIES_LAST_UPDATED_ISO,
  };
}
