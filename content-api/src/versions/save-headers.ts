import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { parsed } from '../http/query.ts';

// Beside a save's body, which holds only the contract's fields: the version the editor started from (a save over a
// newer one is refused; `none` creates only, refused when the slug is taken) and who saves it (the console's staff member; the admin token already vouches for the caller).
const SaveHeaders = z.object({
  'x-base-version': z
    .string()
    .max(9)
    .regex(/^(\d+|none)$/, 'must be the version number the edit started from, or none for a new record')
    .transform((value) => (value === 'none' ? 'none' : Number(value)))
    .optional(),
  'x-saved-by': z.string().trim().min(1).max(200).optional(),
});

export function saveHeaders(headers: IncomingHttpHeaders): { baseVersion?: number | 'none'; savedBy: string | null } {
  const { 'x-base-version': baseVersion, 'x-saved-by': savedBy } = parsed(SaveHeaders, headers, 'parameter');
  return { baseVersion, savedBy: savedBy ?? null };
}
