// When the editor saves without being asked: a draft a few seconds after typing stops, a failed save again later.
import type { SaveState } from './save-state';

/** While unsaved, a failed save is tried again this often. */
export const RETRY_MS = 10_000;
/** A draft saves itself this long after the last keystroke. */
export const AUTOSAVE_MS = 3_000;

interface Unsaved {
  state: SaveState;
  /** Whether the record is a draft (a live record's save is public at once, so it waits for Save). */
  isDraft: boolean;
  /** Whether the address was changed: each half-typed one would move the page and leave a redirect behind. */
  renamed: boolean;
}

/** How long after the last change to save unasked, or null: wait for Save. */
export function unaskedSaveDelay({ state, isDraft, renamed }: Unsaved): number | null {
  if (state.status === 'conflict' || state.status === 'invalid') return null;
  if (state.status === 'failed') return RETRY_MS;
  return isDraft && !renamed ? AUTOSAVE_MS : null;
}
