import type { CSSProperties } from 'react';
import { CATEGORY_COPY } from '@/lib/copy/categories';
import styles from './vetting-funnel.module.scss';

/** The vetting funnel, 60/40/30/20/15 (spec 000 §9): a bar per stage, its width the share left. */
export function VettingFunnel() {
  const { funnel, funnelLabel } = CATEGORY_COPY.vetting;
  return (
    <figure className={styles.funnel}>
      <figcaption className={styles.caption}>{funnelLabel}</figcaption>
      <ol role="list" className={styles.stages}>
        {funnel.map(({ stage, percent }) => (
          <li key={stage} className={styles.stage} style={{ '--share': `${percent}%` } as CSSProperties}>
            <span className={styles.label}>{stage}</span>
            <span className={styles.bar} aria-hidden="true" />
            <strong className={styles.percent}>{`${percent}%`}</strong>
          </li>
        ))}
      </ol>
    </figure>
  );
}
