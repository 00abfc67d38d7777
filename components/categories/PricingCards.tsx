import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import { RichText } from '@/components/content/RichText';
import type { HireCategoryDetail } from '@/lib/api/schemas/categories';
import styles from './pricing-cards.module.scss';

/** The category's pricing cards: icon, title, summary, the amount (CMS HTML) and its unit. */
export function PricingCards({ items }: { items: HireCategoryDetail['pricing'] }) {
  return (
    <ul role="list" className={styles.cards}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <ResponsiveImage src={item.icon} alt="" width={48} height={48} className={styles.icon} />
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.summary}>{item.summary}</p>
          <div className={styles.amount}>
            <RichText html={item.amountHtml} />
            <span>{item.rateUnit}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
