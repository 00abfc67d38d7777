import type { Metadata } from 'next';
import styles from '@/components/staff/shell/staff.module.scss';
import { Unavailable } from '@/components/staff/Unavailable';
import { DaysChoice } from '@/components/staff/vitals/DaysChoice';
import { VitalsTable } from '@/components/staff/vitals/VitalsTable';
import { VitalsTrend } from '@/components/staff/vitals/VitalsTrend';
import vitals from '@/components/staff/vitals/vitals.module.scss';
import type { SearchParams } from '@/lib/staff/record-filter';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';
import { CHART_DAYS, hasSeries, readDays, readVitalsView } from '@/lib/staff/vitals/vitals-view';
import { count } from '@/lib/text/count';
import { METRICS } from '@/lib/vitals/contract';
import { vitalsStore } from '@/lib/vitals/site-store';

export const metadata: Metadata = { title: SCREENS.vitals.title };

/** /staff/vitals: real visitors' Web Vitals (docs/field-data.md), for admins and editors. */
export default async function VitalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireScreen(SCREENS.vitals);
  const days = readDays((await searchParams).days);
  const view = await readVitalsView(vitalsStore, days);
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>{SCREENS.vitals.title}</h1>
        <p className={styles.lead}>
          How fast the public pages are for real visitors: for each page type and device, what 3 visitors in 4 got or
          better, rated as Google rates it for search (good, needs improvement, poor). No address, cookie or URL is
          recorded.
        </p>
      </header>
      {!view.ok ? (
        <Unavailable message={view.message} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="summary-heading">
            <h2 id="summary-heading">By page type and device</h2>
            <DaysChoice days={days} />
            <p className={styles.hint} role="status">
              {count(view.views, 'view')} in {days === 1 ? 'the last 24 hours' : `the last ${days} days`}.
              {view.views > 0 && ' A figure from a handful of views says little: read it with its count.'}
            </p>
            {view.rows.length > 0 ? (
              <VitalsTable rows={view.rows} />
            ) : (
              <p>No views recorded in these days yet: they arrive as visitors open the public pages.</p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="trend-heading">
            <h2 id="trend-heading">Day by day, the last {CHART_DAYS} days</h2>
            <p className={styles.hint}>
              Each measure per day over every page and device, what 3 visitors in 4 got; the dashed line is
              &ldquo;good&rdquo;.
            </p>
            {hasSeries(view.series) ? (
              <div className={vitals.trends}>
                {METRICS.map((metric) => (
                  <VitalsTrend
                    key={metric}
                    metric={metric}
                    series={view.series[metric]}
                    days={CHART_DAYS}
                    now={view.now}
                  />
                ))}
              </div>
            ) : (
              <p>No views in the last {CHART_DAYS} days: nothing to draw yet.</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
