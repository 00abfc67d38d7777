import 'server-only';
import { revalidateTag } from 'next/cache';
import { tagMarksRegistered, whenMarked } from '@/lib/revalidate/tag-marks.mjs';
import { site } from '@/lib/site';
import type { Change } from './change';
import { refreshEdges } from './edge-refresh';
import { planRevalidation, type RevalidationPlan } from './plan';
import type { StepHeard } from './steps';
import { reRenderPages } from './re-render';

export interface Revalidation {
  plan: RevalidationPlan;
  /** Re-renders the plan's pages through `origin` and refreshes each on the edges, telling `heard` of every step. */
  rerender(origin: string, heard?: StepHeard): Promise<void>;
}

/**
 * The one refresh the webhook and the staff console share. Plans the change (throwing, with nothing touched, when
 * the content API does not answer) and marks its tags: stale ('max'), so every page keeps its last good copy,
 * except the pages of records that no longer exist, which are expired. `rerender` then waits until the marks have
 * taken effect (a server action applies them only as it ends) and re-renders the touched pages, each replacing
 * its copy on the edges as soon as it is cached (docs/revalidation.md).
 */
export async function startRevalidation(change: Change): Promise<Revalidation> {
  const plan = await planRevalidation(change);
  const markedFrom = Date.now();
  for (const tag of plan.stale) revalidateTag(tag, 'max');
  for (const tag of plan.expire) revalidateTag(tag, { expire: 0 });
  const rerender = async (origin: string, heard: StepHeard = () => {}) => {
    if (!(await whenMarked([...plan.stale, ...plan.expire], markedFrom)))
      console.warn(
        tagMarksRegistered()
          ? 'Re-rendering before the cache took the marks: a page may need a second visit to show the change'
          : 'Re-rendering without knowing whether the cache took the marks (no cache handler registered its tag ' +
              'marks): a page may need a second visit to show the change',
      );
    heard({ kind: 'marked', stale: plan.stale.length, expired: plan.expire.length });
    await reRenderPages(
      origin,
      plan.reRender,
      (path, answered) => refreshEdges(site.edgeRefreshOrigins, site.siteUrl, path, answered),
      {
        tried: (path, ok) => heard({ kind: 'rendered', path, ok }),
        edge: (path, edge, answer) => heard({ kind: 'edge', path, edge, answer }),
      },
    );
  };
  return { plan, rerender };
}
