// What a save in the editor answers: the new version, what to fix, someone else's newer version, or why not.
import type { FieldErrors, FormValues } from './edit-values';

export interface TheirVersion {
  version: number;
  savedBy: string | null;
  savedAt: string | null;
  values: FormValues | null;
}

export type SaveState =
  | { status: 'idle' }
  | { status: 'saved'; version: number; slug: string; message: string }
  | { status: 'invalid'; errors: FieldErrors; message: string }
  | { status: 'conflict'; message: string; theirs: TheirVersion }
  /** Not saved (the CMS down, a refusal): what was typed stays in this browser. */
  | { status: 'failed'; message: string };

export const INITIAL_SAVE: SaveState = { status: 'idle' };

/** What the editor sends: the record it started from (a null version for a new one) and the values as typed. */
export interface SaveRequest {
  collection: string;
  slug: string;
  /** The slug to save under: a new record's, or a rename's. */
  newSlug: string;
  baseVersion: number | null;
  values: FormValues;
}

/** An earlier version's values, or why it could not be read. */
export type VersionAnswer = { ok: true; values: FormValues } | { ok: false; message: string };
