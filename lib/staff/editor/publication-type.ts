import 'server-only';
// The five types with a state of their own (draft, published, times), named by the editor's collection.
import type { PreviewType } from '@site/shared/preview-token';
import { PLURAL } from '../content/cms-records';

/** The type whose record page changes its state, or null for a list type (a testimonial, a logo). */
export const publicationTypeOf = (collection: string): PreviewType | null =>
  (Object.keys(PLURAL) as PreviewType[]).find((type) => PLURAL[type] === collection) ?? null;
