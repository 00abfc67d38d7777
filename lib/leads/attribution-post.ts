// Where a posted lead came from, as the server keeps it: the browser's record of the tab when it sent one, else what
// the form's own page address says (a form posted without JavaScript). Never more than the listed keys, each cut.
import { site } from '@/lib/site';
import { boundedAttribution, TOUCH_KEYS, TOUCH_VALUE_LIMIT, type Attribution } from './attribution';
import { isCampaignTouch, touchOfPage } from './touch';

/**
 * The longest JSON the recorder writes, in UTF-16 units: every key of both touches at its limit in the costliest
 * characters JSON has (`"` and `\`, two units each once escaped; lib/leads/touch.ts drops the control characters).
 * A longer post is not read at all; the server keeps what the form's page says instead.
 */
export const ATTRIBUTION_JSON_LIMIT = (() => {
  const full = Object.fromEntries(TOUCH_KEYS.map((key) => [key, '"'.repeat(TOUCH_VALUE_LIMIT)]));
  return JSON.stringify({ first: full, latest: full }).length;
})();

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
