// One page view as a touch: the recorder in the browser and the server (a form posted without JavaScript) read a
// page's address the same way. Client-safe and small: it ships on every public page.
import { CAMPAIGN_KEYS, TOUCH_VALUE_LIMIT, type TouchKey } from '@site/shared/attribution-keys';

export type PageTouch = Partial<Record<TouchKey, string>>;

/**
 * Cut to the limit without splitting an emoji, control characters dropped: so JSON escapes no character to more
 * than two units, and ATTRIBUTION_JSON_LIMIT (attribution-post.ts) holds the longest attribution the recorder writes.
 */
export const touchValue = (value: string): string =>
  value
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, TOUCH_VALUE_LIMIT)
    .replace(/[\ud800-\udbff]$/, '');

function originOf(address: string): string | null {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The page's path and query and every campaign key in its query; the referrer's origin only when another site's. */
export function touchOfPage(href: string, referrer = ''): PageTouch {
  const url = new URL(href);
  const touch: PageTouch = { landing_page: touchValue(url.pathname + url.search) };
  const from = originOf(referrer);
  if (from && from !== url.origin) touch.referrer = touchValue(from);
  for (const key of CAMPAIGN_KEYS) {
    const value = touchValue(url.searchParams.get(key)?.trim() ?? '');
    if (value) touch[key] = value;
  }
  return touch;
}

/** Whether the page view came from a campaign link: it then becomes the latest touch. */
export const isCampaignTouch = (touch: PageTouch): boolean => CAMPAIGN_KEYS.some((key) => key in touch);
