import { z } from 'zod';
import type { RevalidationPlan } from './plan';
import { isSitePath, warm } from './warm';

/** Marks the webhook's own follow-up call, which carries the first call's plan instead of a change. */
export const SECOND_PASS_HEADER = 'x-revalidate-pass';

/** Longer than a page render here: a render that began before the first pass has finished by then. */
export const SECOND_PASS_DELAY_MS = 1_500;

const tag = z.string().min(1).max(256);
const path = z.string().max(512).refine(isSitePath, 'a path on this site');
const planSchema = z
  .object({ stale: z.array(tag).max(200), expire: z.array(tag).max(200), warm: z.array(path).max(200) })
  .strict();

/** Reads the follow-up's plan, or null when the body is not one. */
export function parseSecondPass(body: string): RevalidationPlan | null {
  try {
    const result = planSchema.safeParse(JSON.parse(body));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Re-renders the touched pages, then sends the same plan once more. Next stamps a page with the time
 * its render *ends*, so a render that read the old data just before the first call and ended just
 * after it would pass as fresh; the second pass marks it stale again. It carries the plan, so it
 * needs no content API: marking pages stale during an outage is safe, they keep their last copy.
 */
export async function warmThenConfirm(origin: string, plan: RevalidationPlan, secret: string) {
  const started = Date.now();
  await warm(origin, plan.warm);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, SECOND_PASS_DELAY_MS - (Date.now() - started))));
  await fetch(new URL('/api/revalidate', origin), {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', [SECOND_PASS_HEADER]: '2' },
    body: JSON.stringify(plan),
    signal: AbortSignal.timeout(15_000),
  }).catch((error: unknown) => console.warn('The second revalidation pass failed:', error));
}
