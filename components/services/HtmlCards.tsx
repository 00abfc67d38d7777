import { RichText } from '@/components/content/RichText';
import styles from './html-cards.module.scss';

/** Title and sanitised CMS HTML cards (`cardTitle`, `cardContent`): service platforms and category tools. */
export function HtmlCards({ cards }: { cards: readonly { title: string; html: string }[] }) {
  return (
    <ul role="list" className={styles.grid}>
      {cards.map((card, index) => (
        <li key={`${card.title}-${index}`} className={styles.card}>
          <h3 className={styles.title}>{card.title}</h3>
          <RichText html={card.html} />
        </li>
      ))}
    </ul>
  );
}
