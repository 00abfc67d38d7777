import styles from './feature-grid.module.scss';

export interface Feature {
  title: string;
  text: string;
}

interface FeatureGridProps {
  features: readonly Feature[];
  /** Steps of a process: an `<ol>` with a visible number on each card. */
  numbered?: boolean;
}

/** Short titled points as a card grid: four across on wide screens, one on phones. */
export function FeatureGrid({ features, numbered = false }: FeatureGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List role="list" className={styles.grid} data-numbered={numbered ? '' : undefined}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.text}>{feature.text}</p>
        </li>
      ))}
    </List>
  );
}
