import { CallToAction } from '@/components/sections/CallToAction';
import { CultureValues } from '@/components/sections/CultureValues';
import { Paragraphs } from '@/components/sections/Paragraphs';
import { PageBanner } from '@/components/sections/PageBanner';
import { Section } from '@/components/ui/section/Section';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { CULTURE_COPY } from '@/lib/copy/culture';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...CULTURE_COPY.seo, path: routes.culture });

const { banner, principles, values, cta } = CULTURE_COPY;

export default function CultureAndValuesPage() {
  const tabs = principles.tabs.map((tab) => ({
    id: tab.id,
    title: tab.title,
    content: <Paragraphs items={tab.paragraphs} />,
  }));
  return (
    <>
      <PageBanner copy={banner} />
      <Section id="principles" heading={principles.heading}>
        <ResponsiveTabs label={principles.label} items={tabs} accordionDefaultOpen={[0]} />
      </Section>
      <Section id="core-values" heading={values.heading} tone="alt" align="center">
        <CultureValues />
      </Section>
      <CallToAction
        heading={cta.heading}
        lead={cta.lead}
        actions={[{ href: routes.applyAsTalent, label: cta.label }]}
      />
    </>
  );
}
