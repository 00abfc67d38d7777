// Web Vitals as a marketer reads them: each metric by what a visitor feels, each page type by its family's name.
// The raw terms (LCP, p75, /blog-details/[slug]) stay beside them, for the details. Pure.
import type { Metric } from '@/lib/vitals/contract';
import { RECORD_FAMILIES } from '@/lib/families';
import { OTHER_PAGE } from '@/lib/vitals/page-pattern';
import { nameOfPath } from '../pages/page-at';

/** What each metric measures, in a visitor's words, and its name in Google's. */
export const METRIC_WORDS: Record<Metric, { name: string; means: string; term: string }> = {
  LCP: {
    name: 'Main content shown',
    means: 'how long the main content took to appear',
    term: 'Largest Contentful Paint',
  },
  INP: {
    name: 'Response to a click',
    means: 'how long the page took to react to a click, tap or key',
    term: 'Interaction to Next Paint',
  },
  CLS: {
    name: 'Steadiness',
    means: 'how much the page jumped about while it loaded (0 is not at all)',
    term: 'Cumulative Layout Shift',
  },
  FCP: { name: 'First thing shown', means: 'how long until anything appeared', term: 'First Contentful Paint' },
  TTFB: { name: 'Server answer', means: 'how long the server took to start answering', term: 'Time to First Byte' },
};

/** The 75th percentile, as the table's header says it. */
export const P75_WORDS = 'What 3 visitors in 4 got, or better';

const WITH_SLUG: Record<string, string> = {
  ...Object.fromEntries(RECORD_FAMILIES.map((family) => [family.pattern, `${family.words.type} pages`])),
  ...Object.fromEntries(
    RECORD_FAMILIES.flatMap((family) =>
      family.aliases.map((alias) => [alias.pattern, `${family.words.type} pages at their short address`]),
    ),
  ),
  [OTHER_PAGE]: 'Other addresses (not found, old links)',
};

/** "/blog-details/[slug]" → "Post pages"; a fixed page by its name ("/about-us" → "About us"). */
export const pageTypeName = (pattern: string) => WITH_SLUG[pattern] ?? nameOfPath(pattern);
