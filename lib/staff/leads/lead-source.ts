// Where a lead came from, in the words a marketer reads rather than the recorder's keys: "newsletter, email,
// campaign nov, on /". The lead's page and the export say it alike.
import type { Touch, TouchKey } from '@/lib/leads/attribution';

/** The network whose ads add each click id to a link. */
const CLICK_OF: Partial<Record<TouchKey, string>> = {
  gclid: 'a Google Ads click',
  gbraid: 'a Google Ads click',
  wbraid: 'a Google Ads click',
  msclkid: 'a Microsoft Ads click',
  fbclid: 'a Facebook click',
  li_fat_id: 'a LinkedIn click',
};

/** What sent the visitor: source, medium, campaign, term, content, the referring site and any ad click. */
function originOf(touch: Touch): string[] {
  const clicks = Object.entries(CLICK_OF).flatMap(([key, words]) => (touch[key as TouchKey] ? [words] : []));
  return [
    touch.utm_source,
    touch.utm_medium,
    touch.utm_campaign && `campaign ${touch.utm_campaign}`,
    touch.utm_term && `term ${touch.utm_term}`,
    touch.utm_content && `content ${touch.utm_content}`,
    touch.referrer && `referred by ${touch.referrer}`,
    ...new Set(clicks),
  ].filter((part): part is string => Boolean(part));
}

/**
 * A touch in words, its landing page's path last (its query's campaign is said before it); "direct" when it knew a
 * page but no referrer or campaign; '' when it recorded nothing.
 */
export function touchWords(touch: Touch): string {
  const origin = originOf(touch);
  const path = touch.landing_page?.split(/[?#]/)[0];
  if (!path) return origin.join(', ');
  return [...(origin.length ? origin : ['direct (no referrer or campaign)']), `on ${path}`].join(', ');
}

/** The lead page's two sentences: how the visitor first came, and the latest campaign link they followed. */
export function sourceSentences(attribution: { first: Touch; latest: Touch }): string[] {
  const [first, latest] = [touchWords(attribution.first), touchWords(attribution.latest)];
  return [
    first ? `First came from ${first}.` : 'How they first came is not recorded.',
    latest ? `Latest campaign link: ${latest}.` : 'No campaign link followed since.',
  ];
}
