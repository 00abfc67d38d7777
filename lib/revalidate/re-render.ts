import pLimit from 'p-limit';
import { isSitePath } from '@/lib/routes';
import { asOwnPage, MOST_BACKGROUND_WAIT_MS, quietForBackground } from './own-page-quiet';
import type { EdgeAnswer } from './steps';

/** Set by the site's server to this instance's own address, so re-renders never follow a Host header elsewhere. */
const SELF_ORIGIN_ENV = '__SITE_SELF_ORIGIN';
/** Set by the site's server: the build's preview id, which makes Next render the page now, not in the background. */
const ON_DEMAND_ID_ENV = '__SITE_ON_DEMAND_ID';
export const ON_DEMAND_HEADER = 'x-prerender-revalidate';

/** The origin re-render requests go to: this instance, else (next start, next dev) the request's own origin. */
export function ownOrigin(request: Request): string {
  return instanceOrigin() || new URL(request.url).origin;
}

/** This instance's own address under the site's server; empty under next start or next dev. */
export const instanceOrigin = (): string => process.env[SELF_ORIGIN_ENV] ?? '';

/**
 * Asks this site's own server for `path`, never following a redirect, and reads the answer to its end: a render the
 * request started finishes and is cached rather than cut off. Throws when the server does not answer in 15 s.
 */
export async function requestOwnPage(origin: string, path: string, headers: Record<string, string>) {
  const response = await fetch(new URL(path, origin), {
    headers,
    cache: 'no-store',
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  return response;
}

/**
 * Requests a page once so Next renders it now. With the preview id (set by the site's server) the answer comes once the
 * new page is cached; without it (next start) it only starts the render. False when it failed (a 5xx left the old
 * copy; the first visitor renders it).
 */
async function render(origin: string, path: string): Promise<boolean> {
  if (!isSitePath(path)) {
    console.warn(`Not re-rendering ${JSON.stringify(path)}: not a path on this site`);
    return false;
  }
  const onDemandId = process.env[ON_DEMAND_ID_ENV];
  const headers: Record<string, string> = onDemandId ? { [ON_DEMAND_HEADER]: onDemandId } : {};
  try {
    return (await requestOwnPage(origin, path, headers)).status < 500;
  } catch (error) {
    console.warn(`Could not re-render ${path} after revalidation:`, error);
    return false;
  }
}

/** A page of this instance, as the renders running and queued are kept by. */
const pageKey = (origin: string, path: string) => `${origin} ${path}`;

// The render of each page now running, by page: the next waits for it. Two overlapping renders of one page finish
// in any order, so the one that read the older record could be cached last; one at a time, the newer edit's lands last.
const rendering = new Map<string, Promise<boolean>>();

/** Renders `path` once the render of it now running (an earlier edit's) has ended; never throws. */
function renderInOrder(origin: string, path: string): Promise<boolean> {
  const key = pageKey(origin, path);
  const mine = (rendering.get(key) ?? Promise.resolve(true)).then(() => render(origin, path));
  rendering.set(key, mine);
  void mine.then(() => rendering.get(key) === mine && rendering.delete(key));
  return mine;
}

/**
 * The lists, feeds, cards and neighbours of every change share this many renders at a time per process, so in a
 * burst of edits each edited record's own page (never queued) shares the CPU with two of them, not with all.
 */
export const BACKGROUND_RENDERS = 2;
const inTurn = pLimit(BACKGROUND_RENDERS);

/** Renders of one page at most, when a later edit keeps making the new copy stale before the edges take it. */
export const MAX_RENDER_ROUNDS = 3;

/** Offers a rendered page to the edges, telling `answered` each edge's answer; true when the edges took it. */
export type TakeToEdges = (path: string, answered: (edge: string, answer: EdgeAnswer) => void) => Promise<boolean>;

/** What a change hears of its pages: each render, done or failed, and each edge's answer. */
export interface RenderReports {
  tried?: (path: string, ok: boolean) => void;
  edge?: (path: string, edge: string, answer: EdgeAnswer) => void;
}

interface RenderListener {
  takeToEdges: TakeToEdges;
  reports: RenderReports;
}

/**
 * Renders `path` until the edges take it, at most MAX_RENDER_ROUNDS times, telling every listener of each step;
 * the first listener's `takeToEdges` offers it once for all (every change offers a page to the same edges).
 */
async function renderUntilTaken(origin: string, path: string, listeners: readonly RenderListener[]): Promise<void> {
  const answered = (edge: string, answer: EdgeAnswer) => {
    for (const { reports } of listeners) reports.edge?.(path, edge, answer);
  };
  for (let round = 1; round <= MAX_RENDER_ROUNDS; round += 1) {
    const ok = await renderInOrder(origin, path);
    for (const { reports } of listeners) reports.tried?.(path, ok);
    if (!ok || (await listeners[0]!.takeToEdges(path, answered))) return;
  }
  console.warn(`The edges keep their copy of ${path}: a newer edit made it stale ${MAX_RENDER_ROUNDS} times`);
}

// Lists, feeds and cards queued and not yet started, by page: a later change's same page joins the queued render,
// since a render that starts after both edits shows both.
const queuedBackground = new Map<string, { listeners: RenderListener[]; done: Promise<void> }>();

function renderInBackground(origin: string, path: string, listener: RenderListener): Promise<void> {
  const key = pageKey(origin, path);
  const queued = queuedBackground.get(key);
  if (queued) {
    queued.listeners.push(listener);
    return queued.done;
  }
  const listeners = [listener];
  const deadline = Date.now() + MOST_BACKGROUND_WAIT_MS;
  const done = inTurn(async () => {
    await quietForBackground(deadline);
    queuedBackground.delete(key);
    await renderUntilTaken(origin, path, listeners);
  });
  queuedBackground.set(key, { listeners, done });
  return done;
}

/**
 * Re-renders the pages a change touched: the first (the edited record's own page) alone and at once, then the
 * lists, feeds and cards that follow, BACKGROUND_RENDERS at a time, each starting once no edited record's own
 * page has rendered for QUIET_BEFORE_BACKGROUND_MS (at most MOST_BACKGROUND_WAIT_MS after the change), and one
 * render for every change that queued the same page meanwhile. Each page is offered to the edges once its new copy
 * is cached (`takeToEdges`, which answers whether they took it); when not (a later edit marked the copy stale while
 * it rendered), it is rendered again, up to MAX_RENDER_ROUNDS times. A page never renders twice at once: a later
 * change's render of it waits for the one running. `reports` hears of each render and edge answer.
 */
export async function reRenderPages(
  origin: string,
  paths: readonly string[],
  takeToEdges: TakeToEdges = async () => true,
  reports: RenderReports = {},
): Promise<void> {
  const listener = { takeToEdges, reports };
  const [first, ...rest] = paths;
  if (first !== undefined) await asOwnPage(() => renderUntilTaken(origin, first, [listener]));
  await Promise.all(rest.map((path) => renderInBackground(origin, path, listener)));
}
