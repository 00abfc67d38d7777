import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import { RichText } from '@/components/content/RichText';
import type { PricingCategory } from '@/lib/api/schemas/pages';
import styles from './pricing.module.scss';

type PricingItemData = PricingCategory['items'][number];

/** One priced service: icon, title, summary, the amount (CMS markup, sanitised) per unit, and its details. */
export function PricingItem({ item }: { item: PricingItemData }) {
  return (
    <article className={styles.item}>
      <div className={styles.head}>
        <ResponsiveImage src={item.icon} alt="" width={48} height={48} className={styles.icon} />
        <div>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.summary}>{item.summary}</p>
        </div>
      </div>
      <div className={styles.price}>
        <RichText html={item.amountHtml} className={styles.amount} />
        <span className={styles.unit}>{item.rateUnit}</span>
      </div>
      <RichText html={item.detailsHtml} className={styles.details} />
    </article>
  );
}
