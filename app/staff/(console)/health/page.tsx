import type { Metadata } from 'next';
import { HealthReport } from '@/components/staff/health/HealthReport';
import { healthFacts } from '@/lib/staff/health-facts';
import { summarizeHealth } from '@/lib/staff/health-summary';
import { requireStaff } from '@/lib/staff/session';

export const metadata: Metadata = { title: 'Health' };

/** /staff/health: the site's dependencies, its lead queue, webhook and edges, as the instance that answered sees them. */
export default async function StaffHealth() {
  await requireStaff(['admin', 'editor', 'sales']);
  const summary = summarizeHealth(await healthFacts());
  return (
    <>
      <h1>Health</h1>
      <HealthReport summary={summary} />
    </>
  );
}
