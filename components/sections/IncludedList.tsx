import styles from './included-list.module.scss';

/** A checklist of what a plan includes. */
export function IncludedList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
