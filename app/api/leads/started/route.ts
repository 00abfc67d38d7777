import { fillTimeKey, signStart } from '@/lib/forms/spam';

export const dynamic = 'force-dynamic';

/** POST /api/leads/started: a form asks, as its page loads, when it began, signed (lib/forms/spam.ts). */
export function POST(): Response {
  return Response.json({ token: signStart(fillTimeKey(), Date.now()) }, { headers: { 'cache-control': 'no-store' } });
}
