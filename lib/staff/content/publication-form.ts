// The publication form of one record: its state chosen (draft or published) and two times typed in the staff
// member's own zone, which the browser sends as ISO 8601 beside what was typed.
import type { RefreshStart } from '../pages/refresh';
import { TAKE_DOWN_FIELD } from './take-down';

export interface PublicationValues {
  status: 'draft' | 'published';
  /** As typed in a datetime-local field (the staff member's zone), kept to refill the form. */
  publishAtLocal: string;
  unpublishAtLocal: string;
}

export type PublicationField = 'status' | 'publish_at' | 'unpublish_at';

export interface PublicationFormState {
  /** `confirm`: a live record was about to become a draft; nothing was saved until the editor confirms. */
  status: 'idle' | 'saved' | 'refused' | 'confirm';
  values: PublicationValues | null;
  errors: Partial<Record<PublicationField, string>>;
  message?: string;
  /** A saved state that takes effect now: the record's page refreshing, its steps as they come. */
  going?: Extract<RefreshStart, { kind: 'started' }>;
}

export const INITIAL_PUBLICATION_FORM: PublicationFormState = { status: 'idle', values: null, errors: {} };

// An instant with its zone, as the browser's toISOString gives it (and the admin API takes).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const LOCAL_MAX = 40;

const field = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim().slice(0, LOCAL_MAX) : '';
};

/** An ISO instant, null for an empty field, or undefined when the text is not one. */
function instant(text: string): string | null | undefined {
  if (text === '') return null;
  return ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : undefined;
}

export interface ReadPublication {
  values: PublicationValues;
  errors: PublicationFormState['errors'];
  publication: { status: 'draft' | 'published'; publish_at: string | null; unpublish_at: string | null };
  /** The editor confirmed that a live record comes down (the question's "Yes" button). */
  takeDownConfirmed: boolean;
}

/** The chosen state and the two times (ISO, from the browser) with what must be fixed first. */
export function readPublicationForm(data: FormData): ReadPublication {
  const status = data.get('status') === 'draft' ? 'draft' : 'published';
  const values = {
    status,
    publishAtLocal: field(data, 'publish_at_local'),
    unpublishAtLocal: field(data, 'unpublish_at_local'),
  } as const;
  const errors: ReadPublication['errors'] = {};
  if (data.get('status') !== 'draft' && data.get('status') !== 'published')
    errors.status = 'Choose Draft or Published.';
  const publishAt = instant(field(data, 'publish_at'));
  const unpublishAt = instant(field(data, 'unpublish_at'));
  const again = 'Pick the date and time again with the calendar, or clear the field.';
  if (publishAt === undefined) errors.publish_at = `That is not a date and time. ${again}`;
  if (unpublishAt === undefined) errors.unpublish_at = `That is not a date and time. ${again}`;
  if (publishAt && unpublishAt && unpublishAt <= publishAt)
    errors.unpublish_at = 'Take it down after it goes live: pick a later time, or clear one of the two.';
  return {
    values,
    errors,
    publication: { status, publish_at: publishAt ?? null, unpublish_at: unpublishAt ?? null },
    takeDownConfirmed: data.get(TAKE_DOWN_FIELD.name) === TAKE_DOWN_FIELD.value,
  };
}
