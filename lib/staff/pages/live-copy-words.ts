// What the console says about a page's live copy and its last edit. Pure.
import type { LiveCopy } from './live-copy';
import { say, when, type Said } from '../when';

export interface LiveCopyWords {
  live: Said;
  /** The last re-render failed and the old copy stayed. */
  failure: Said | null;
  edited: Said;
  /** The live copy is older than the last edit: the edit is not on the site. */
  warning: string | null;
}

function liveWords(copy: LiveCopy, now: number): Said {
  const at = copy.renderedAt === null ? '' : when(copy.renderedAt, now);
  switch (copy.state) {
    case 'fresh':
      return say`Rendered ${at}. It is fresh: visitors get this copy as it is.`;
    case 'stale':
      return say`Rendered ${at}. It is waiting for a re-render: visitors get this copy until the new one is ready (looking at it started that re-render, as a visit does).`;
    case 'rendered-now':
      return ['Rendered just now: there was no copy yet, so looking at it rendered one.'];
    case 'missing':
      return say`There is no live page at this address: it answers ${copy.status}${copy.status === 404 ? ' (not found)' : ''}.`;
    case 'per-visit':
      return ['This page is rendered afresh for every visit, so there is no stored copy to refresh.'];
    case 'unknown':
      return ['This server does not tell when its pages were rendered (only the site’s own server does).'];
  }
}

function editedWords(edited: number | null | 'unanswered', isRecord: boolean, now: number): Said {
  if (edited === 'unanswered') return ['The CMS did not answer, so the time of the last edit is unknown.'];
  if (edited !== null) return say`Last edited in the CMS ${when(edited, now)}.`;
  return [
    isRecord
      ? 'The CMS does not show this record (a draft, scheduled, or removed).'
      : 'This page’s words are part of the site itself; the CMS keeps no edit time for it.',
  ];
}

/** The facts about a page's live copy in words, with a plain warning when the copy predates the last edit. */
export function liveCopyWords(
  copy: LiveCopy,
  edited: number | null | 'unanswered',
  isRecord: boolean,
  now: number,
): LiveCopyWords {
  const older = copy.renderedAt !== null && typeof edited === 'number' && copy.renderedAt < edited;
  return {
    live: liveWords(copy, now),
    failure:
      copy.failedAt === null
        ? null
        : say`The last re-render, ${when(copy.failedAt, now)}, failed (the CMS may not have answered), so visitors still get the copy above.`,
    edited: editedWords(edited, isRecord, now),
    warning: older
      ? 'The live copy is older than the last edit, so the edit is not on the site yet. Refresh this page to publish it.'
      : null,
  };
}
