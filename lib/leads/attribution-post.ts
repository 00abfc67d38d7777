// Where a posted lead came from, as the server keeps it: the browser's record of the tab when it sent one, else what
// the form's own page address says (a form posted without JavaScript). Never more than the listed keys, each cut.
import { site } from '@/lib/site';
import { ATTRIBUTION_JSON_LIMIT, boundedAttribution, type Attribution } from './attribution';
import { isCampaignTouch, touchOfPage } from './touch';

/** The recorder's JSON, read only when no longer than it can be: a longer post is no recorder's. */
function postedTouches(postedJson: string): Attribution | null {
  if (!postedJson || postedJson.length > ATTRIBUTION_JSON_LIMIT) return null;
  try {
    return boundedAttribution(JSON.parse(postedJson));
  } catch {
    return null;
  }
}

/** The form's page as one page view: its path, query and campaign keys, when it is a page of this site. */
function pageTouches(formPageUrl: string | null, siteUrl: string): Attribution | null {
  if (!formPageUrl || formPageUrl.length > 2_000) return null;
  let page: URL;
  try {
    page = new URL(formPageUrl);
  } catch {
    return null;
  }
  if (page.origin !== new URL(siteUrl).origin) return null;
  const touch = touchOfPage(page.href);
  return boundedAttribution({ first: touch, latest: isCampaignTouch(touch) ? touch : {} });
}

/**
 * The lead's attribution from the posted `attribution` field (JSON, bounded before it is parsed), else from the
 * page the form was on; null when neither says anything.
 */
export const attributionOfPost = (postedJson: string, formPageUrl: string | null, siteUrl = site.siteUrl) =>
  postedTouches(postedJson) ?? pageTouches(formPageUrl, siteUrl);
