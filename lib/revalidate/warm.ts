/** Set by server/main.mjs to this instance's own address, so re-renders never follow a Host header elsewhere. */
const SELF_ORIGIN_ENV = '__SITE_SELF_ORIGIN';

/** The origin re-render requests go to: this instance, else (next start, next dev) the request's own origin. */
export function ownOrigin(request: Request): string {
  return process.env[SELF_ORIGIN_ENV] || new URL(request.url).origin;
}

/** Whether a path stays on the origin it is resolved against (`//host/…` and `/\host/…` do not). */
export function isSitePath(path: string): boolean {
  const base = 'http://site.invalid';
  try {
    return path.startsWith('/') && new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

/** Requests a page once so Next renders it now; a failure only means the first visitor renders it instead. */
async function render(origin: string, path: string): Promise<void> {
  if (!isSitePath(path)) return console.warn(`Not re-rendering ${JSON.stringify(path)}: not a path on this site`);
  await fetch(new URL(path, origin), { cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(15_000) })
    // Reading the whole body lets the streamed render finish, so the page is cached.
    .then((response) => response.arrayBuffer())
    .catch((error: unknown) => console.warn(`Could not re-render ${path} after revalidation:`, error));
}

/**
 * Re-renders the pages a change touched: the first (the edited record's own page) alone, so it does not share
 * the CPU with the lists, feeds and cards that follow together.
 */
export async function warm(origin: string, paths: readonly string[]): Promise<void> {
  const [first, ...rest] = paths;
  if (first !== undefined) await render(origin, first);
  await Promise.all(rest.map((path) => render(origin, path)));
}
