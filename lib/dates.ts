// The contract's display dates read like `12 Mar, 2025`; crawlers and <time> want ISO dates.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `12 Mar, 2025` → `2025-03-12`; null when the text is not such a date. */
export function displayDateToIso(display: string): string | null {
  const match = /^\s*(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*,?\s+(\d{4})\s*$/.exec(display);
  if (!match) return null;
  const [, day, month, year] = match;
  const monthIndex = MONTHS.indexOf((month ?? '').toLowerCase());
  if (monthIndex < 0) return null;
  const iso = `${year}-${String(monthIndex + 1).padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** Whether an ISO date (YYYY-MM-DD) is today or later, by UTC calendar day. */
export function isOnOrAfterToday(isoDate: string, now: Date = new Date()): boolean {
  return isoDate >= now.toISOString().slice(0, 10);
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2025-03-12` → `12 Mar, 2025`, the site's display form; other text is returned as is. */
export function isoToDisplayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month}, ${match[1]}` : iso;
}

/** An ISO date from either form, or null. */
export function anyDateToIso(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? date.trim() : displayDateToIso(date);
}

/** When an opening stops taking applications: a date means through the end of that day in UTC, an instant itself. */
export function closingInstant(validThrough: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(validThrough) ? `${validThrough}T23:59:59Z` : validThrough;
}
