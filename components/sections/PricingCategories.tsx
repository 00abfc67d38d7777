import { Section } from '@/components/ui/section/Section';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { getPricing } from '@/lib/api';
import { PRICING_COPY } from '@/lib/copy/pricing';
import { PricingItem } from './PricingItem';
import styles from './pricing.module.scss';

/** `#our-pricing`: a tab per category, the first active (an accordion, all closed, on small screens). */
export async function PricingCategories() {
  const categories = (await getPricing()).filter((category) => category.items.length > 0);
  if (!categories.length) return null;
  return (
    <Section id="our-pricing" heading={PRICING_COPY.categories.heading}>
      <ResponsiveTabs
        label={PRICING_COPY.categories.tabsLabel}
        accordionDefaultOpen={[]}
        items={categories.map((category) => ({
          id: `pricing-${category.key}`,
          title: category.title,
          content: (
            <div className={styles.items}>
              {category.items.map((item) => (
                <PricingItem key={item.title} item={item} />
              ))}
            </div>
          ),
        }))}
      />
    </Section>
  );
}
