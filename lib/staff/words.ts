// The console's names for record types, states and scheduled changes.
import { PREVIEW_WORDS } from '@/lib/families/derived';
import { mapValues } from '@/lib/families/by-name';
import type { PreviewType } from '@site/shared/preview-token';
import type { RecordState } from './cms/admin-schemas';
import type { MomentKind } from './content/schedule';

export const TYPE_NAME: Record<PreviewType, string> = mapValues(PREVIEW_WORDS, (words) => words.type);

export const STATE_NAME: Record<RecordState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Live',
  expired: 'Taken down',
};

/** What each state means for the public, in one line. */
export const STATE_MEANS: Record<RecordState, string> = {
  draft: 'Only people with a preview link see it.',
  scheduled: 'Published, and shows to the public from its time.',
  live: 'The public sees it.',
  expired: 'Its take-down time has passed (or the opening closed): the public no longer sees it.',
};

export const MOMENT_NAME: Record<MomentKind, string> = {
  'goes-live': 'Goes live',
  'comes-down': 'Comes down',
  closes: 'Stops taking applications',
};

/** 'team member' → 'Team member': a CMS noun at the start of a label. */
export const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
