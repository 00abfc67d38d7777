// How the console writes an instant: in the reader's own zone, named, so "09:00 CET" cannot be misread.

const FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An instant as the CMS sends it (ISO 8601) or as the staff store keeps it (epoch milliseconds). */
export type Instant = string | number;

// An offset ("GMT-5") names no place: where a zone has no abbreviation of its own, its long name says it.
const OFFSET = /^(GMT|UTC)[+\-−]/;

const partsOf = (date: Date, timeZone: string | undefined, timeZoneName: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-GB', { ...FORMAT, timeZone, timeZoneName }).formatToParts(date);

/** `at` as "Mon, 7 Dec 2026, 09:00 CET" (or "…, 07:00 Colombia Standard Time") in `timeZone` (the browser's own when undefined). */
export function formatInstant(at: Instant, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const short = partsOf(date, timeZone, 'short');
  const name = short.find((part) => part.type === 'timeZoneName')?.value ?? '';
  return (OFFSET.test(name) ? partsOf(date, timeZone, 'long') : short).map((part) => part.value).join('');
}

/** The zone's name at `at` ("Central European Standard Time", "Colombia Standard Time"); the browser's own when undefined. */
export function zoneName(timeZone?: string, at: Instant = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone ?? 'UTC';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `iso` as a datetime-local field's value in the browser's zone ("2026-12-07T09:00"), or '' for none. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value, read in the browser's zone, as an ISO 8601 instant; '' for an empty or unfinished one. */
export function isoFromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
