// The names of the content types, the one list the site (lib/families, which checks it matches) and the content
// API (its outbox, its preview links) agree on.
import { RECORD_ROUTES } from './record-routes';

export { RECORD_ROUTES };

type RecordRouted = keyof typeof RECORD_ROUTES;
/** Types whose records have pages of their own: the publish hook names the slug (and the previous one on a rename). */
export const RECORD_TYPE_NAMES = Object.keys(RECORD_ROUTES) as [RecordRouted, ...RecordRouted[]];
/** Lists with no page of their own: the hook names only the type. */
export const LIST_TYPE_NAMES = [
  'trustedby',
  'technology',
  'team',
  'testimonials',
  'video',
  'pricing',
  'openings',
  'skills',
] as const;
/** What the publish hook may name: a content type, or `redirects` with the site path whose redirect changed. */
export const HOOK_TYPE_NAMES = [...RECORD_TYPE_NAMES, ...LIST_TYPE_NAMES, 'redirects'] as const;
/** The records a preview link can open: each has a page of its own (openings: the openings page). */
export const PREVIEW_TYPES = [...RECORD_TYPE_NAMES, 'opening'] as const;

export type RecordTypeName = (typeof RECORD_TYPE_NAMES)[number];
export type ListTypeName = (typeof LIST_TYPE_NAMES)[number];
export type HookTypeName = (typeof HOOK_TYPE_NAMES)[number];
export type PreviewType = (typeof PREVIEW_TYPES)[number];

const isOneOf =
  <T extends string>(names: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (names as readonly string[]).includes(value);

export const isRecordTypeName = isOneOf(RECORD_TYPE_NAMES);
export const isHookTypeName = isOneOf(HOOK_TYPE_NAMES);
