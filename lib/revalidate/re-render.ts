import pLimit from 'p-limit';
import { isSitePath } from '@/lib/routes';

/** Set by next-glue/server/main.mjs to this instance's own address, so re-renders never follow a Host header elsewhere. */
const SELF_ORIGIN_ENV = '__SITE_SELF_ORIGIN';
/** Set by next-glue/server/main.mjs: the build's preview id, which makes Next render the page now rather than in the background. */
const ON_DEMAND_ID_ENV = '__SITE_ON_DEMAND_ID';
export const ON_DEMAND_HEADER = 'x-prerender-revalidate';

/** The origin re-render requests go to: this instance, else (next start, next dev) the request's own origin. */
export function ownOrigin(request: Request): string {
  return instanceOrigin() || new URL(request.url).origin;
}

/** This instance's own address under next-glue/server/main.mjs; empty under next start or next dev. */
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
 * Requests a page once so Next renders it now. With the preview id (next-glue/server/main.mjs) the answer comes once the new
 * page is cached; without it (next start) it only starts the render. False when it failed (a 5xx left the old
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

/**
 * The lists, feeds, cards and neighbours of every change share this many renders at a time per process, so in a
 * burst of edits each edited record's own page (never queued) shares the CPU with two of them, not with all.
 */
export const BACKGROUND_RENDERS = 2;
const inTurn = pLimit(BACKGROUND_RENDERS);

// Edited records' own pages rendering now; a list, feed or card waits to start until none is, so in a burst each
// edit's own page does not share the CPU with the renders the edits before it queued.
let ownPagesRendering = 0;
const whenNoOwnPage: (() => void)[] = [];

const noOwnPageRendering = () =>
  ownPagesRendering === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenNoOwnPage.push(resolve));

async function asOwnPage(render: () => Promise<void>): Promise<void> {
  ownPagesRendering += 1;
  try {
    await render();
  } finally {
    ownPagesRendering -= 1;
    if (ownPagesRendering === 0) for (const resume of whenNoOwnPage.splice(0)) resume();
  }
}

/** Renders of one page at most, when a later edit keeps making the new copy stale before the edges take it. */
export const MAX_RENDER_ROUNDS = 3;

/**
 * Re-renders the pages a change touched: the first (the edited record's own page) alone and at once, then the
 * lists, feeds and cards that follow, BACKGROUND_RENDERS at a time, each starting only while no edited record's
 * own page renders. `rendered` runs for each page once its new
 * copy is cached and answers whether the edges took it; when not (a later edit marked the copy stale while it
 * rendered), the page is rendered again, up to MAX_RENDER_ROUNDS times. `tried` hears of each render, done or failed.
 */
export async function reRenderPages(
  origin: string,
  paths: readonly string[],
  rendered: (path: string) => Promise<boolean> = async () => true,
  tried: (path: string, ok: boolean) => void = () => {},
): Promise<void> {
  const renderThen = async (path: string) => {
    for (let round = 1; round <= MAX_RENDER_ROUNDS; round += 1) {
      const ok = await render(origin, path);
      tried(path, ok);
      if (!ok || (await rendered(path))) return;
    }
    console.warn(`The edges keep their copy of ${path}: a newer edit made it stale ${MAX_RENDER_ROUNDS} times`);
  };
  const [first, ...rest] = paths;
  if (first !== undefined) await asOwnPage(() => renderThen(first));
  await Promise.all(rest.map((path) => inTurn(async () => (await noOwnPageRendering(), renderThen(path)))));
}
