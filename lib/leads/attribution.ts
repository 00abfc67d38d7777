// Where a lead came from: the first and the latest touch of the visitor's tab, only the listed keys, each
// cut to 255 characters. Client-safe: the recorder in the browser and the server share these names and limits.
import { isTouchKey, TOUCH_VALUE_LIMIT, type TouchKey } from '@site/shared/attribution-keys';

export { CAMPAIGN_KEYS, TOUCH_KEYS, TOUCH_VALUE_LIMIT, type TouchKey } from '@site/shared/attribution-keys';

export type Touch = Partial<Record<TouchKey, string>>;

/** The tab's first touch (how the visitor arrived) and its latest (the last campaign link they followed). */
export interface Attribution {
  first: Touch;
  latest: Touch;
}

/** Only the listed keys with non-empty string values, each cut to the limit; anything else is dropped. */
function boundedTouch(value: unknown): Touch {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const touch: Touch = {};
  for (const [key, item] of Object.entries(value)) {
    if (isTouchKey(key) && typeof item === 'string' && item.trim()) touch[key] = item.slice(0, TOUCH_VALUE_LIMIT);
  }
  return touch;
}

/** A stored or posted attribution, bounded; null when neither touch says anything. */
export function boundedAttribution(value: unknown): Attribution | null {
  if (!value || typeof value !== 'object') return null;
  const { first, latest } = value as Record<string, unknown>;
  const bounded = { first: boundedTouch(first), latest: boundedTouch(latest) };
  return Object.keys(bounded.first).length || Object.keys(bounded.latest).length ? bounded : null;
}

/** The campaign a person would name the lead by: the latest touch's, else the first's. */
export const campaignOf = (attribution: Attribution | null): string | null =>
  attribution?.latest.utm_campaign ?? attribution?.first.utm_campaign ?? null;

/** The hidden form field the browser posts the tab's attribution in, as JSON (components/forms/AttributionField.tsx). */
export const ATTRIBUTION_FIELD = 'attribution';
