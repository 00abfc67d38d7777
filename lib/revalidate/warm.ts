/** Requests each page once so Next renders it now; a failure only means the first visitor renders it instead. */
export async function warm(origin: string, paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      fetch(new URL(path, origin), { cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(15_000) })
        // Reading the whole body lets the streamed render finish, so the page is cached.
        .then((response) => response.arrayBuffer())
        .catch((error: unknown) => console.warn(`Could not re-render ${path} after revalidation:`, error)),
    ),
  );
}
