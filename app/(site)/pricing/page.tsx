import { DataTable } from '@/components/ui/table/DataTable';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { IncludedList } from '@/components/sections/IncludedList';
import { PageBanner } from '@/components/sections/PageBanner';
import { PricingCategories } from '@/components/sections/PricingCategories';
import { QuoteCard } from '@/components/sections/QuoteCard';
import { JsonLd } from '@/components/seo/JsonLd';
import { Section } from '@/components/ui/section/Section';
import { PRICING_COPY } from '@/lib/copy/pricing';
import { routes } from '@/lib/routes';
import { professionalServiceJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import styles from './pricing-page.module.scss';

export const metadata = buildMetadata({ ...PRICING_COPY.seo, path: routes.pricing });

export default function PricingPage() {
  const { included, discounts, guarantee, leadership } = PRICING_COPY;
  return (
    <>
      <JsonLd
        data={professionalServiceJsonLd({
          path: routes.pricing,
          description: PRICING_COPY.seo.description,
          priceRange: PRICING_COPY.priceRange,
        })}
      />
      <PageBanner copy={PRICING_COPY.banner} crumb={[PRICING_COPY.crumb, routes.pricing]} />
      <PricingCategories />
      <Section heading={included.heading} tone="alt">
        <IncludedList items={included.items} />
      </Section>
      <Section heading={discounts.heading}>
        <div className={styles.tables}>
          <DataTable {...discounts.team} />
          <DataTable {...discounts.advance} />
        </div>
      </Section>
      <Section heading={guarantee.heading} tone="alt" align="center">
        <FeatureGrid features={guarantee.features} />
      </Section>
      <Section heading={leadership.heading} align="center">
        <div className={styles.leadership}>
          <QuoteCard {...leadership.quote} />
        </div>
      </Section>
    </>
  );
}
