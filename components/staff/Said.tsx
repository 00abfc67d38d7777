import { Fragment } from 'react';
import type { Said as SaidWords } from '@/lib/staff/when';
import { LocalTime } from './LocalTime';

/** Words with moments in them, each moment in the reader's own zone, then how long ago. */
export function Said({ words }: { words: SaidWords }) {
  return words.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <Fragment key={index}>
        <LocalTime at={part.at} /> ({part.ago})
      </Fragment>
    ),
  );
}
