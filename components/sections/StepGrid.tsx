import { ValueCard } from './ValueCard';
import styles from './step-grid.module.scss';

/** Numbered steps in order: four across on wide screens, two on tablets, one on phones. */
export function StepGrid({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol role="list" className={styles.grid}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <ValueCard title={step.title} text={step.text} marker={String(index + 1)} />
        </li>
      ))}
    </ol>
  );
}
