// Times as the console says them: the moment in UTC, then how long ago. Pure; client-safe.
import { count } from '@/lib/text/count';

const MOMENT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** "3 minutes ago", "just now". */
export function ago(at: number, now: number): string {
  const seconds = Math.round((now - at) / 1_000);
  if (seconds < 5) return 'just now';
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3_600
        ? [Math.floor(seconds / 60), 'minute']
        : seconds < 86_400
          ? [Math.floor(seconds / 3_600), 'hour']
          : [Math.floor(seconds / 86_400), 'day'];
  return `${count(amount, unit)} ago`;
}

/** "26 Nov 2026, 10:42:03 UTC (3 minutes ago)". */
export const when = (at: number, now: number) => `${MOMENT.format(at)} UTC (${ago(at, now)})`;

/** "240 ms", "1.3 s". */
export const duration = (ms: number) => (ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`);
