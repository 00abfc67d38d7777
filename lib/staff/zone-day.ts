// A calendar day in the reader's time zone as instants, for filters a person fills in by day. Pure.

const DAY_MS = 24 * 60 * 60_000;
// An IANA zone name ("Europe/Paris", "America/Argentina/Buenos_Aires", "UTC"), bounded before Intl reads it.
const ZONE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** `text` when it names a time zone this runtime knows, or '' (read as UTC). */
export function knownZone(text: string): string {
  if (!ZONE.test(text)) return '';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: text });
    return text;
  } catch {
    return '';
  }
}

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wall - (at - (at % 1_000));
}

/** The first instant of `day` (YYYY-MM-DD) plus `days` in `timeZone` ('' for UTC), in epoch ms. */
export function dayStartIn(day: string, timeZone: string, days = 0): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS;
  if (!timeZone) return midnightUtc;
  // The offset at the first guess can differ from the one at midnight itself across a clock change.
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  return midnightUtc - offsetAt(guess, timeZone);
}
