// The tab's touches in sessionStorage: nothing in a cookie, nothing shared with another tab or site, nothing sent
// until the visitor submits a form (components/forms/AttributionField.tsx). Client-only; ships on public pages.
import { isCampaignTouch, touchOfPage, type PageTouch } from './touch';

const STORAGE_KEY = 'lead-attribution';

/** What this tab has recorded, as the form posts it: JSON, or '' when nothing (or storage is blocked). */
export function storedTouches(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The tab's first touch is its first page view; a page view from a campaign link becomes the latest touch. */
export function recordPageView(href: string, referrer: string): void {
  let known: { first?: PageTouch; latest?: PageTouch } = {};
  try {
    known = JSON.parse(storedTouches() || '{}') as typeof known;
  } catch {
    // Unreadable: the tab starts over.
  }
  const touch = touchOfPage(href, referrer);
  const latest = isCampaignTouch(touch) ? touch : (known.latest ?? {});
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ first: known.first ?? touch, latest }));
  } catch {
    // Storage full or blocked: the server keeps the form's page instead.
  }
}
