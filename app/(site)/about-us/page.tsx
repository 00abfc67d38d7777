import { faqItems } from '@/components/content/disclosure-items';
import { CallToAction } from '@/components/sections/CallToAction';
import { PageBanner } from '@/components/sections/PageBanner';
import { Milestones } from '@/components/sections/Milestones';
import { Prose } from '@/components/sections/Prose';
import { QuoteCarousel } from '@/components/sections/QuoteCarousel';
import { StatList } from '@/components/sections/StatList';
import { Section } from '@/components/ui/section/Section';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { ABOUT_COPY } from '@/lib/copy/about';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...ABOUT_COPY.seo, path: routes.aboutUs });

const tabItems = faqItems(ABOUT_COPY.tabs.items.map((tab) => ({ question: tab.title, answer: tab.text })));

export default function AboutUsPage() {
  const { cta } = ABOUT_COPY;
  return (
    <>
      <PageBanner copy={ABOUT_COPY.banner} crumb={[ABOUT_COPY.crumb, routes.aboutUs]} />
      <Section heading={ABOUT_COPY.whoWeAre.heading} align="center">
        <StatList stats={ABOUT_COPY.stats} label={ABOUT_COPY.statsLabel} />
        <Prose paragraphs={ABOUT_COPY.whoWeAre.paragraphs} />
      </Section>
      <Section heading={ABOUT_COPY.tabs.label} tone="alt">
        <ResponsiveTabs label={ABOUT_COPY.tabs.label} items={tabItems} />
      </Section>
      <Section heading={ABOUT_COPY.quotes.heading} align="center">
        <QuoteCarousel label={ABOUT_COPY.quotes.label} quotes={ABOUT_COPY.quotes.items} />
      </Section>
      <Section heading={ABOUT_COPY.milestones.heading} tone="alt">
        <Milestones label={ABOUT_COPY.milestones.label} items={ABOUT_COPY.milestones.items} />
      </Section>
      <CallToAction heading={cta.heading} actions={[cta.consultation, ...cta.actions]} />
    </>
  );
}
