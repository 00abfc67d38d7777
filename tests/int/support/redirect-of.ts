// Where a server action sent the browser: redirect() throws an error whose digest names the target.

/** The target a thrown redirect names, or null for any other error. */
export function redirectTarget(thrown: unknown): string | null {
  const digest = (thrown as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;') ? (digest.split(';')[2] ?? null) : null;
}

/** The redirect's target, or '' when the action returned (or threw anything else) instead. */
export async function redirectOf(promise: Promise<unknown>): Promise<string> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  return redirectTarget(thrown) ?? '';
}
