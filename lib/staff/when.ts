// Times as the console says them: the moment (written in the reader's zone by the page), then how long ago. Pure;
// client-safe.
import { count } from '@/lib/text/count';
import { formatInstant } from './time-format';

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

/** A moment in a sentence: the server cannot know the reader's zone, so the page writes `at` in it. */
export interface Moment {
  at: number;
  ago: string;
}

/** Words with moments in them, in order: `say` makes them, the console's <Said> writes them. */
export type Said = readonly (string | Moment)[];

/** The moment `at`, then how long before `now` it was. */
export const when = (at: number, now: number): Moment => ({ at, ago: ago(at, now) });

/** say`Rendered ${when(at, now)}.`: a sentence whose moments the page writes in the reader's zone. */
export function say(strings: TemplateStringsArray, ...values: (string | number | Moment | Said)[]): Said {
  const parts: (string | Moment)[] = [];
  const push = (part: string | Moment) => {
    const last = parts[parts.length - 1];
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else if (part !== '') parts.push(part);
  };
  strings.forEach((text, index) => {
    push(text);
    if (index >= values.length) return;
    const value = values[index]!;
    if (Array.isArray(value)) (value as Said).forEach(push);
    else push(typeof value === 'number' ? String(value) : (value as string | Moment));
  });
  return parts;
}

/** The words as text, each moment in `timeZone` ("26 Nov…, 10:42 UTC (3 minutes ago)"): for logs and tests. */
export const saidText = (said: Said, timeZone = 'UTC') =>
  said.map((part) => (typeof part === 'string' ? part : `${formatInstant(part.at, timeZone)} (${part.ago})`)).join('');

/** "240 ms", "1.3 s". */
export const duration = (ms: number) => (ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`);
