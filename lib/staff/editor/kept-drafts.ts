// What was typed, kept in this browser until the CMS has it: a closed tab, the back button or the CMS down loses
// nothing. One entry per record and the version it started from.
import type { FormValues } from './edit-values';

export interface KeptDraft {
  slug: string;
  values: FormValues;
  keptAt: number;
}

const keyOf = (collection: string, slug: string) => `editor:${collection}/${slug || '(new)'}`;

export function readKept(collection: string, slug: string): (KeptDraft & { baseVersion: number | null }) | null {
  try {
    const text = window.localStorage.getItem(keyOf(collection, slug));
    return text ? (JSON.parse(text) as KeptDraft & { baseVersion: number | null }) : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser will not (private mode, full storage), so the page can say so. */
export function keep(collection: string, slug: string, baseVersion: number | null, draft: KeptDraft): boolean {
  try {
    window.localStorage.setItem(keyOf(collection, slug), JSON.stringify({ ...draft, baseVersion }));
    return true;
  } catch {
    return false;
  }
}

export function forget(collection: string, slug: string): void {
  try {
    window.localStorage.removeItem(keyOf(collection, slug));
  } catch {
    // Nothing was kept.
  }
}
