import type { Metadata } from 'next';
import { HealthReport } from '@/components/staff/health/HealthReport';
import { healthFacts } from '@/lib/staff/health/health-facts';
import { summarizeHealth } from '@/lib/staff/health/health-summary';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: SCREENS.health.title };

/** /staff/health: the site's dependencies, its lead queue, webhook and edges, as the instance that answered sees them. */
export default async function StaffHealth() {
  await requireScreen(SCREENS.health);
  const summary = summarizeHealth(await healthFacts());
  return (
    <>
      <h1>{SCREENS.health.title}</h1>
      <HealthReport summary={summary} />
    </>
  );
}
