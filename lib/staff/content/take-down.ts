// What taking a live record back to draft removes from the public site, said before it happens.
import { previewPath } from '@/lib/preview/paths';
import type { PreviewType } from '@site/shared/preview-token';
import { TYPE_NAME } from '../words';

/** The field a confirmed take-down sends with the form; without it, the action asks first. */
export const TAKE_DOWN_FIELD = { name: 'confirm', value: 'take-down' } as const;

/** The question shown before a live record of `type` at `slug` becomes a draft: what disappears, what stays. */
export function takeDownQuestion(type: PreviewType, slug: string) {
  return {
    title: `Take this ${TYPE_NAME[type].toLowerCase()} down?`,
    lead: 'It disappears from the public site at once:',
    gone: [
      `Its page, ${previewPath(type, slug)}: the public can no longer open it.`,
      'Its place in the lists it appears in across the site.',
      'Its entry in the sitemap, so search engines drop it.',
      'Its entry in the feeds that carry it (RSS and Atom, the events calendar, the job feed).',
    ],
    stays: 'Its words, pictures and preview links stay: choose Published here to bring it back.',
    keep: 'Keep it live',
    confirm: 'Yes, take it down',
  };
}
