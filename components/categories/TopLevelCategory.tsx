import type { ReactNode } from 'react';
import { TrustedBy } from '@/components/sections/TrustedBy';
import { VettingFunnel } from '@/components/sections/VettingFunnel';
import { FaqSection } from '@/components/services/FaqSection';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { HtmlCards } from '@/components/services/HtmlCards';
import { Section } from '@/components/ui/section/Section';
import type { HireCategoryDetail } from '@/lib/api/schemas/categories';
import { CATEGORY_COPY as COPY } from '@/lib/copy/categories';
import { VETTING_STAGES } from '@/lib/copy/vetting';
import { CategoryBanner } from './CategoryBanner';
import { PricingCards } from './PricingCards';
import { ProfileCards } from './ProfileCards';
import { SubcategoryTiles } from './SubcategoryTiles';

export interface CategoryLayoutProps {
  category: HireCategoryDetail;
  breadcrumbs: ReactNode;
}

/** A top-level hire category (spec 000 §2); pricing and profiles only when the API has them. */
export function TopLevelCategory({ category, breadcrumbs }: CategoryLayoutProps) {
  return (
    <>
      <CategoryBanner category={category} breadcrumbs={breadcrumbs} />
      <TrustedBy tone="alt" />
      <Section id="selection-parameters" heading={COPY.selection.heading} lead={COPY.selection.lead}>
        <FeatureGrid features={COPY.selection.parameters} columns={4} />
      </Section>
      <FaqSection
        id="why-hire"
        heading={COPY.whyHire.heading(category.title)}
        entries={COPY.whyHire.entries}
        tone="alt"
      />
      {category.pricing.length > 0 && (
        <Section id="pricing" heading={COPY.pricing.heading} lead={COPY.pricing.lead}>
          <PricingCards items={category.pricing} />
        </Section>
      )}
      {category.profiles.length > 0 && (
        <Section id="profiles" heading={COPY.profiles.heading} lead={COPY.profiles.lead} tone="alt">
          <ProfileCards profiles={category.profiles} label={COPY.profiles.carouselLabel} />
        </Section>
      )}
      <Section id="vetting" heading={COPY.vetting.heading} lead={COPY.vetting.lead}>
        <FeatureGrid features={COPY.vetting.steps} numbered columns={4} />
        <VettingFunnel stages={VETTING_STAGES} detailed={false} />
      </Section>
      <Section id="tools" heading={COPY.tools.heading} lead={COPY.tools.lead} tone="alt">
        {category.tools.length > 0 && <HtmlCards cards={category.tools} />}
        <SubcategoryTiles subcategories={category.subcategories} />
      </Section>
    </>
  );
}
