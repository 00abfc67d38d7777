import type { CSSProperties } from 'react';
import { ParsedEnd } from '@/components/ui/ParsedEnd';
import { VETTING_COPY, type FunnelStage } from '@/lib/copy/vetting';
import styles from './vetting-funnel.module.scss';

/** The vetting stages as a narrowing funnel; each stage shows its weight, or that it only filters. */
export function VettingFunnel({ stages, detailed = true }: { stages: readonly FunnelStage[]; detailed?: boolean }) {
  return (
    <ol className={styles.funnel}>
      {stages.map((stage, index) => (
        <li key={stage.title} className={styles.stage} style={{ '--stage': index } as CSSProperties}>
          <span className={styles.title}>{stage.title}</span>
          <span className={styles.weight}>
            {stage.badge ??
              (stage.weight === null ? VETTING_COPY.funnel.noWeight : VETTING_COPY.funnel.weightLabel(stage.weight))}
          </span>
          {detailed && <p className={styles.text}>{stage.text}</p>}
          <ParsedEnd />
        </li>
      ))}
    </ol>
  );
}
