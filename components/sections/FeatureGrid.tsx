import styles from './feature-grid.module.scss';

export interface Feature {
  title: string;
  text: string;
}

interface FeatureGridProps {
  features: readonly Feature[];
  /** Steps of a process: an `<ol>` with a visible number on each card. */
  numbered?: boolean;
  /** A fixed count across wide screens (four fill one row instead of leaving one alone); as many as fit unless given. */
  columns?: 3 | 4;
}

/** Short titled points as a card grid: why-us lists, selection parameters, vetting and hiring steps. */
export function FeatureGrid({ features, numbered = false, columns }: FeatureGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List role="list" className={styles.grid} data-numbered={numbered ? '' : undefined} data-columns={columns}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.text}>{feature.text}</p>
        </li>
      ))}
    </List>
  );
}
