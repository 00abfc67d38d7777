import { fillTimeKey } from '@/lib/forms/fill-key';
import { signStart } from '@/lib/forms/fill-time';

export const dynamic = 'force-dynamic';

/** POST /api/leads/started: a form's first input asks when it began, signed (lib/forms/fill-time.ts). */
export function POST(): Response {
  return Response.json({ token: signStart(fillTimeKey(), Date.now()) }, { headers: { 'cache-control': 'no-store' } });
}
