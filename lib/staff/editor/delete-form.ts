// The editor's delete form: the record it names and the confirmation typed, read bounded before any pattern.
import { isCollection, isSlug } from './record-names';

export interface DeleteState {
  /** What was typed in the confirmation field, put back after a refusal. */
  typed: string;
  /** Under the confirmation field: what was typed is not the record's slug. */
  mismatch?: string;
  /** Why nothing was deleted, and what to do. */
  problem?: string;
}

export const INITIAL_DELETE: DeleteState = { typed: '' };

/** The field the person types the record's slug into, as GitHub and Vercel ask for a repository's name. */
export const CONFIRM_FIELD = 'confirm';

export interface DeleteRequest {
  collection: string;
  slug: string;
  typed: string;
}

/** The record the form names and what was typed, or null when the form does not name a record. */
export function readDeleteForm(data: FormData): DeleteRequest | null {
  const [collection, slug, typed] = ['collection', 'slug', CONFIRM_FIELD].map((name) => data.get(name));
  if (!isCollection(collection) || !isSlug(slug)) return null;
  // One past the longest slug: a longer text can never match, and is not kept whole.
  return { collection, slug, typed: typeof typed === 'string' ? typed.slice(0, 201) : '' };
}

/** The typed confirmation names the record exactly: no trimming, no change of case. */
export const confirmed = ({ slug, typed }: DeleteRequest) => typed === slug;
