import { faqItems } from '@/components/content/disclosure-items';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { PageBanner } from '@/components/sections/PageBanner';
import { QuoteGrid } from '@/components/sections/QuoteGrid';
import { RateCards } from '@/components/sections/RateCards';
import { Accordion } from '@/components/ui/accordion/Accordion';
import { Section } from '@/components/ui/section/Section';
import { HOW_IT_WORKS_COPY } from '@/lib/copy/how-it-works';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...HOW_IT_WORKS_COPY.seo, path: routes.howItWorks });

const stepItems = faqItems(HOW_IT_WORKS_COPY.steps.items);

export default function HowItWorksPage() {
  const { steps, benefits, rates, quotes } = HOW_IT_WORKS_COPY;
  return (
    <>
      <PageBanner copy={HOW_IT_WORKS_COPY.banner} crumb={[HOW_IT_WORKS_COPY.crumb, routes.howItWorks]} />
      <Section id="stepping-stones" heading={steps.heading}>
        <Accordion items={stepItems} single />
      </Section>
      <Section heading={benefits.heading} tone="alt" align="center">
        <FeatureGrid features={benefits.features} />
      </Section>
      <Section heading={rates.heading} lead={rates.lead} align="center">
        <RateCards cards={rates.cards} unit={rates.perHour} />
      </Section>
      <Section heading={quotes.heading} tone="alt" align="center">
        <QuoteGrid quotes={quotes.items} />
      </Section>
    </>
  );
}
