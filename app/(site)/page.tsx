import { AdditionalSkills } from '@/components/home/AdditionalSkills';
import { Hero } from '@/components/home/Hero';
import { TechnologyTabs } from '@/components/home/TechnologyTabs';
import { CallToAction } from '@/components/sections/CallToAction';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { TrustedBy } from '@/components/sections/TrustedBy';
import { VettingFunnel } from '@/components/sections/VettingFunnel';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/button/Button';
import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { Section } from '@/components/ui/section/Section';
import {
  FUNNEL_TEASER_COPY,
  HIRING_PROCESS_COPY,
  HOME_SEO,
  PRICING_CTA_COPY,
  QUALITY_COPY,
  TALENT_BENEFITS_COPY,
  WHY_US_COPY,
} from '@/lib/copy/home';
import { VETTING_STAGES } from '@/lib/copy/vetting';
import { crumbs, routes } from '@/lib/routes';
import { breadcrumbJsonLd, professionalServiceJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const metadata = buildMetadata({
  title: `${site.brand.name}: ${HOME_SEO.title}`,
  absoluteTitle: true,
  description: HOME_SEO.description,
  path: routes.home,
});

export default function HomePage() {
  return (
    <>
      <JsonLd
        data={[
          professionalServiceJsonLd({ path: routes.home, description: HOME_SEO.description }),
          breadcrumbJsonLd(crumbs()),
        ]}
      />
      <Hero />
      <TrustedBy tone="alt" />
      <Section heading={WHY_US_COPY.heading} lead={WHY_US_COPY.lead} align="center">
        <FeatureGrid features={WHY_US_COPY.features} />
      </Section>
      <Section heading={TALENT_BENEFITS_COPY.heading} lead={TALENT_BENEFITS_COPY.lead} tone="alt" align="center">
        <FeatureGrid features={TALENT_BENEFITS_COPY.features} />
      </Section>
      <TechnologyTabs />
      <Section heading={QUALITY_COPY.heading} lead={QUALITY_COPY.lead} tone="alt" align="center">
        <FeatureGrid features={QUALITY_COPY.features} />
      </Section>
      <Section heading={FUNNEL_TEASER_COPY.heading} lead={FUNNEL_TEASER_COPY.lead} align="center">
        <VettingFunnel stages={VETTING_STAGES} detailed={false} />
        <ButtonGroup align="center">
          <ButtonLink href={routes.vetting} variant="outline">
            {FUNNEL_TEASER_COPY.more}
          </ButtonLink>
        </ButtonGroup>
      </Section>
      <Section heading={HIRING_PROCESS_COPY.heading} tone="alt" align="center">
        <FeatureGrid features={HIRING_PROCESS_COPY.steps} numbered />
      </Section>
      <AdditionalSkills />
      <CallToAction
        heading={PRICING_CTA_COPY.heading}
        lead={PRICING_CTA_COPY.lead}
        actions={[PRICING_CTA_COPY.action]}
      />
    </>
  );
}
