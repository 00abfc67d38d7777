import styles from './feature-list.module.scss';

export interface Feature {
  title: string;
  text: string;
}

interface FeatureListProps {
  items: readonly Feature[];
  /** Numbered steps (an `<ol>`) instead of a list of points. */
  numbered?: boolean;
  /** Four items fill one row of four on wide screens instead of leaving one alone on a second row. */
  columns?: 3 | 4;
}

/** Titled points in a 3/2/1-column grid: why-us lists, selection parameters, vetting and hiring steps. */
export function FeatureList({ items, numbered = false, columns = 3 }: FeatureListProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List role="list" className={styles.list} data-numbered={numbered ? '' : undefined} data-columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
