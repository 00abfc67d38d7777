import styles from './stat.module.scss';

/** A headline figure and what it measures, read as one sentence. */
export function Stat({ value, text }: { value: string; text: string }) {
  return (
    <p className={styles.stat}>
      <strong className={styles.value}>{value}</strong> <span>{text}</span>
    </p>
  );
}
