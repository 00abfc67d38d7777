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
