import Link from 'next/link';
import { Said } from '@/components/staff/Said';
import { TechnicalDetails } from '@/components/staff/TechnicalDetails';
import type { HealthSummary } from '@/lib/staff/health/health-summary';
import { saidText } from '@/lib/staff/when';
import styles from './health.module.scss';

/** Healthy or not in one sentence, then what is wrong and who should act, then the facts behind it. */
export function HealthReport({ summary }: { summary: HealthSummary }) {
  return (
    <>
      <p className={styles.verdict} data-healthy={String(summary.healthy)} data-testid="health-verdict">
        {summary.headline}
      </p>
      {summary.problems.length > 0 && (
        <section aria-labelledby="problems-heading">
          <h2 id="problems-heading">What is wrong, and who should act</h2>
          <ul className={styles.problems}>
            {summary.problems.map((problem) => (
              <li key={saidText(problem.what)}>
                <p>
                  <Said words={problem.what} />
                </p>
                <p>
                  <strong>Who acts:</strong> {problem.who}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading">The facts</h2>
        <dl className={styles.facts}>
          {summary.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>
                <Said words={fact.value} />
                {fact.details && <TechnicalDetails>{fact.details}</TechnicalDetails>}
              </dd>
            </div>
          ))}
        </dl>
        <p>
          <Link href="/staff/health">Look again</Link>
        </p>
      </section>
    </>
  );
}
