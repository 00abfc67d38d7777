import styles from './point-list.module.scss';

export interface Point {
  title: string;
  text: string;
}

interface PointListProps {
  points: readonly Point[];
  ordered?: boolean;
  headingLevel?: 'h3' | 'h4';
}

/** Short titled points, numbered when their order matters (next steps) and ticked when it does not (benefits). */
export function PointList({ points, ordered = false, headingLevel: Heading = 'h3' }: PointListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List role="list" className={styles.list} data-marker={ordered ? 'number' : 'tick'}>
      {points.map((point) => (
        <li key={point.title} className={styles.point}>
          <Heading className={styles.title}>{point.title}</Heading>
          <p className={styles.text}>{point.text}</p>
        </li>
      ))}
    </List>
  );
}
