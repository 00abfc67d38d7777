import { PREVIEW_TYPES, type PreviewType } from '@site/shared/preview-token';

export interface RecordRef {
  type: PreviewType;
  slug: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isRecordType = (value: unknown): value is PreviewType =>
  typeof value === 'string' && (PREVIEW_TYPES as readonly string[]).includes(value);

/** The record a form or an address names (type and slug), checked before anything is asked; null when not one. */
export function recordRef(type: unknown, slug: unknown): RecordRef | null {
  if (!isRecordType(type) || typeof slug !== 'string' || slug.length > 200 || !SLUG.test(slug)) return null;
  return { type, slug };
}
