import styles from './check-list.module.scss';

interface CheckListProps {
  items: readonly string[];
  /** Two columns from the tablet width up, for long lists of short items. */
  columns?: 1 | 2;
  /** Numbered, for lists whose order or count matters. */
  ordered?: boolean;
}

/** A list of short points with a tick (or a number) before each. */
export function CheckList({ items, columns = 1, ordered = false }: CheckListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List role="list" className={styles.list} data-columns={columns} data-ordered={ordered ? '' : undefined}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
