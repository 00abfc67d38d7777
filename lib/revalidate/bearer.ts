import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `Authorization: Bearer <secret>` carries the secret; hashing first makes the compare constant-time and length-blind. */
export function bearerMatches(authorization: string | null, secret: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(secret));
}
