import * as z from 'zod/mini';
import { isSitePath } from '@/lib/routes';

const redirectWire = z.object({
  redirect: z.nullable(z.object({ to: z.string().check(z.maxLength(2_000)), status: z.number() })),
});

/**
 * Where a path without a page goes: a path on this site, permanent (301/308) or not (302); null when it has no
 * redirect (an empty `redirect.to`, the rule its getter hands the cache handler). A `to` off the site is dropped
 * here too: never an open redirect.
 */
export const redirectSchema = z.pipe(
  redirectWire,
  z.transform((answer) => {
    const found = answer.redirect;
    if (!found?.to || !isSitePath(found.to)) return null;
    return { to: found.to, permanent: found.status !== 302 };
  }),
);
export type Redirect = NonNullable<z.output<typeof redirectSchema>>;
