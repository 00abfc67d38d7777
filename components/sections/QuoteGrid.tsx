import { QuoteCard, type Quote } from './QuoteCard';
import styles from './feature-grid.module.scss';

/** Fixed client quotes side by side (stacked on phones). */
export function QuoteGrid({ quotes }: { quotes: readonly Quote[] }) {
  return (
    <ul role="list" className={styles.grid}>
      {quotes.map((quote) => (
        <li key={quote.name}>
          <QuoteCard {...quote} />
        </li>
      ))}
    </ul>
  );
}
