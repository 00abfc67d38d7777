import { CheckList } from './CheckList';
import styles from './list-columns.module.scss';

export interface TitledList {
  title: string;
  items: readonly string[];
}

/** Titled lists side by side from the tablet width up, stacked below. */
export function ListColumns({ lists }: { lists: readonly TitledList[] }) {
  return (
    <div className={styles.columns}>
      {lists.map((list) => (
        <div key={list.title} className={styles.column}>
          <h3 className={styles.title}>{list.title}</h3>
          <CheckList items={list.items} />
        </div>
      ))}
    </div>
  );
}
