const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{1,2}) ([A-Za-z]{3}),? (\d{4})$/;

/** `2025-03-12` → `12 Mar, 2025`, the display form of blog_date and event_date (day zero-padded as in `02 Jan, 2025`). */
export function displayDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${day} ${MONTHS[Number(month) - 1] ?? '???'}, ${year}`;
}

function validIso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Accepts `YYYY-MM-DD` or the display form `12 Mar, 2025`; null when neither names a real date. */
export function parseDateInput(value: string): string | null {
  const iso = ISO_DATE.exec(value.trim());
  if (iso) return validIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const shown = DISPLAY_DATE.exec(value.trim());
  if (!shown) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === shown[2]?.toLowerCase());
  return month === -1 ? null : validIso(Number(shown[3]), month + 1, Number(shown[1]));
}

/** Days added to an ISO date, in UTC so the seed never depends on the machine's time zone. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
