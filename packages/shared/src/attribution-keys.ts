// What a lead's attribution may hold, shared by the site (recorder, forms, server) and the CRM stand-in,
// which both read the CRM field map (CRM_ATTRIBUTION_FIELDS) with crm-attribution.ts.

/** What one touch records: the page it landed on, the referrer's origin, the campaign's utm_ and any ad click id. */
export const TOUCH_KEYS = [
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'fbclid',
  'li_fat_id',
] as const;
export type TouchKey = (typeof TOUCH_KEYS)[number];

/** The keys a page's query may carry: everything but the landing page and the referrer, which the page view gives. */
export const CAMPAIGN_KEYS = TOUCH_KEYS.slice(2) as readonly Exclude<TouchKey, 'landing_page' | 'referrer'>[];

/** Each value, in UTF-16 units: the CRM's custom text fields hold 255. */
export const TOUCH_VALUE_LIMIT = 255;

export const isTouchKey = (key: string): key is TouchKey => (TOUCH_KEYS as readonly string[]).includes(key);
