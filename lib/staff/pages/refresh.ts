import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Change } from '@/lib/revalidate/change';
import { startRevalidation, type Revalidation } from '@/lib/revalidate/run';
import { createFeed, type FeedNode } from './feed';
import { pageAt } from './page-at';
import { cmsDownWords, outcomeWords, type Outcome, type TimedStep } from './refresh-words';
import type { RefreshTarget } from './refresh-scope';

/** What a console refresh answers at once: refused (nothing touched), or started, with its steps as they come. */
export type RefreshStart =
  | { kind: 'refused'; outcome: Outcome }
  | {
      kind: 'started';
      id: string;
      pages: number;
      steps: Promise<FeedNode<TimedStep> | null>;
      outcome: Promise<Outcome>;
    };

/** What the console's refresh action answers, for useActionState: nothing yet, a refusal to start, or its start. */
export type RefreshState = { kind: 'idle' } | { kind: 'invalid'; words: string } | RefreshStart;

/** The webhook's change for a console target; null for an address that is no page. */
export function changeOf(target: RefreshTarget): Change | null {
  if (target.kind === 'all') return { type: 'all' };
  if (target.kind === 'every')
    return target.of === 'openings' ? { type: 'openings' } : { type: 'every', of: target.of };
  const page = pageAt(target.path);
  if (!page) return null;
  return page.kind === 'record' ? { type: page.type, slug: page.slug } : { type: 'page', path: page.path };
}

/**
 * Runs the webhook's own refresh (lib/revalidate/run.ts) for the console: the plan and the marks now, then the
 * re-renders through `origin` and the edge refreshes, each step timed from the click and fed to the browser.
 */
export async function startRefresh(target: RefreshTarget, change: Change, origin: string): Promise<RefreshStart> {
  const clickedAt = Date.now();
  let revalidation: Revalidation;
  try {
    revalidation = await startRevalidation(change);
  } catch (error) {
    console.error('Console refresh: the content API did not answer.', error);
    return { kind: 'refused', outcome: { ok: false, words: cmsDownWords({ target }) } };
  }
  const scope = { target, pages: revalidation.plan.reRender };
  const feed = createFeed<TimedStep>();
  const heard: TimedStep[] = [];
  const outcome = revalidation
    .rerender(origin, (step) => {
      const timed = { ...step, ms: Date.now() - clickedAt };
      heard.push(timed);
      feed.push(timed);
    })
    .then(
      () => outcomeWords(scope, heard),
      (error: unknown) => {
        console.error('Console refresh failed while re-rendering:', error);
        return {
          ok: false,
          words:
            'The refresh stopped before every page was re-rendered; the pages it did not reach stay as they were. Try again.',
        };
      },
    )
    .finally(() => feed.end());
  return { kind: 'started', id: randomUUID(), pages: scope.pages.length, steps: feed.head, outcome };
}
