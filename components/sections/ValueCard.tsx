import styles from './value-card.module.scss';

/** A short titled card: a value, a perk, a step or a quote. */
export function ValueCard({ title, text, marker }: { title: string; text: string; marker?: string }) {
  return (
    <article className={styles.card}>
      {marker && (
        <span className={styles.marker} aria-hidden="true">
          {marker}
        </span>
      )}
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
    </article>
  );
}
