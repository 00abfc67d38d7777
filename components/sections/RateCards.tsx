import styles from './rate-cards.module.scss';

export interface RateCard {
  level: string;
  experience: string;
  rate: string;
}

/** Hourly rate ranges by seniority. */
export function RateCards({ cards, unit }: { cards: readonly RateCard[]; unit: string }) {
  return (
    <ul role="list" className={styles.cards}>
      {cards.map((card) => (
        <li key={card.level} className={styles.card}>
          <h3 className={styles.level}>{card.level}</h3>
          <p className={styles.experience}>{card.experience}</p>
          <p className={styles.rate}>
            {card.rate} <span className={styles.unit}>{unit}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
