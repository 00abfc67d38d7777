import { CallToAction } from '@/components/sections/CallToAction';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { PageBanner } from '@/components/sections/PageBanner';
import { Prose } from '@/components/sections/Prose';
import { VettingFunnel } from '@/components/sections/VettingFunnel';
import { VettingVideo } from '@/components/sections/VettingVideo';
import { Section } from '@/components/ui/section/Section';
import { VETTING_COPY, VETTING_STAGES } from '@/lib/copy/vetting';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...VETTING_COPY.seo, path: routes.vetting });

export default function VettingProcessPage() {
  return (
    <>
      <PageBanner copy={VETTING_COPY.banner} crumb={[VETTING_COPY.crumb, routes.vetting]} />
      <Section heading={VETTING_COPY.funnel.heading} lead={VETTING_COPY.funnel.lead} align="center">
        <VettingFunnel stages={VETTING_STAGES} />
      </Section>
      <Section heading={VETTING_COPY.reasons.heading} tone="alt" align="center">
        <FeatureGrid features={VETTING_COPY.reasons.features} />
      </Section>
      <Section heading={VETTING_COPY.teamBuilding.heading} align="center">
        <FeatureGrid features={VETTING_COPY.teamBuilding.steps} numbered />
      </Section>
      <VettingVideo />
      <Section heading={VETTING_COPY.why.heading} align="center">
        <Prose paragraphs={VETTING_COPY.why.paragraphs} />
      </Section>
      <CallToAction heading={VETTING_COPY.cta.heading} actions={[VETTING_COPY.cta.action]} />
    </>
  );
}
