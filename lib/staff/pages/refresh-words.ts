// A refresh in words: each step as it happens, and the result. Pure; client-safe.
import type { RevalidationStep } from '@/lib/revalidate/steps';
import { count } from '@/lib/text/count';
import type { RefreshScope } from './refresh-scope';
import { duration } from '../when';

/** A step with the time it happened, in ms after the click. */
export type TimedStep = RevalidationStep & { ms: number };
export interface Outcome {
  ok: boolean;
  words: string;
}

const edgeName = (edge: string) => `The edge ${URL.canParse(edge) ? new URL(edge).host : edge}`;

export function stepWords(step: RevalidationStep): string {
  if (step.kind === 'marked')
    return 'Every page this change touches is marked for a new copy: visitors keep the last copy until the new one is ready.';
  if (step.kind === 'rendered')
    return step.ok ? `Rendered ${step.path}.` : `Could not render ${step.path}: its old copy stays.`;
  if (step.answer === 'kept') return `${edgeName(step.edge)} took the new ${step.path}.`;
  if (step.answer === 'stale')
    return `${edgeName(step.edge)} refused ${step.path}, which a newer edit had made stale: rendering it again.`;
  return `${edgeName(step.edge)} did not answer for ${step.path}.`;
}

/** The raw terms behind a step's words (the marked step's cache tags), or null when the words say it all. */
export const stepDetails = (step: RevalidationStep): string | null =>
  step.kind === 'marked'
    ? `${count(step.stale, 'cache tag')} marked stale${step.expired ? `; ${count(step.expired, 'removed page')} dropped` : ''}.`
    : null;

/** The CMS did not answer the plan's first read: nothing was touched. */
export const cmsDownWords = (scope: Pick<RefreshScope, 'target'>) =>
  scope.target.kind === 'page'
    ? 'The CMS did not answer, so the live page stays as it was. Try again when it is back.'
    : 'The CMS did not answer, so every page stays as it was. Try again when it is back.';

/** Per page: whether its last render worked, and when it was live everywhere (its last edge answer, or the render). */
function pagesOf(steps: readonly TimedStep[]) {
  const pages = new Map<string, { ok: boolean; liveAt: number }>();
  for (const step of steps) {
    if (step.kind === 'rendered') pages.set(step.path, { ok: step.ok, liveAt: step.ms });
    const page = step.kind === 'edge' ? pages.get(step.path) : undefined;
    if (page && step.kind === 'edge') page.liveAt = Math.max(page.liveAt, step.ms);
  }
  return pages;
}

const quiet = (edges: readonly string[]) =>
  edges.length
    ? ` ${edges.map(edgeName).join(' and ')} did not answer: visitors behind ${edges.length > 1 ? 'them' : 'it'} get the new ${edges.length > 1 ? 'pages' : 'page'} within 2 seconds.`
    : '';

/** The result in words, from the steps heard. */
export function outcomeWords(scope: RefreshScope, steps: readonly TimedStep[]): Outcome {
  const pages = pagesOf(steps);
  const failed = scope.pages.filter((path) => !pages.get(path)?.ok);
  const unreachable = [
    ...new Set(steps.flatMap((step) => (step.kind === 'edge' && step.answer === 'unreachable' ? [step.edge] : []))),
  ];
  const lastMs = Math.max(0, ...steps.map((step) => step.ms));
  if (scope.target.kind === 'page') {
    const [own = '', ...others] = scope.pages;
    const page = pages.get(own);
    if (!page?.ok)
      return {
        ok: false,
        words:
          'The page could not be re-rendered (the CMS may have stopped answering), so the live page stays as it was. Try again when the CMS answers.',
      };
    const where = unreachable.length ? 'Live on the site' : 'Live everywhere';
    const othersFailed = failed.length;
    const rest = !others.length
      ? ''
      : othersFailed
        ? ` ${othersFailed} of the ${count(others.length, 'other page')} it appears on could not be re-rendered and keep their old copy until their next visit.`
        : ` The ${count(others.length, 'other page')} it appears on (lists, feeds, sitemap) followed within ${duration(lastMs)}.`;
    return { ok: true, words: `${where} ${duration(page.liveAt)} after you clicked.${quiet(unreachable)}${rest}` };
  }
  const lead =
    scope.target.kind === 'all' ? 'Every page of the site is marked for a re-render at its next visit. ' : '';
  const what =
    scope.target.kind === 'all'
      ? `The home, lists, feeds and sitemaps (${count(scope.pages.length, 'page')})`
      : `All ${count(scope.pages.length, 'page')}`;
  if (!failed.length)
    return {
      ok: true,
      words: `${lead}${what} are live everywhere ${duration(lastMs)} after you clicked.${quiet(unreachable)}`,
    };
  const done = scope.pages.length - failed.length;
  return {
    ok: false,
    words: `${lead}${done} of ${count(scope.pages.length, 'page')} are live (${duration(lastMs)}); ${failed.length} could not be re-rendered, so they stay as they were. Try again when the CMS answers.${quiet(unreachable)}`,
  };
}
