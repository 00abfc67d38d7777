import { CallToAction } from '@/components/company/CallToAction';
import { CultureValues } from '@/components/company/CultureValues';
import { Paragraphs } from '@/components/company/Paragraphs';
import { CopyBanner } from '@/components/company/CopyBanner';
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
      <CopyBanner copy={banner} />
      <Section id="principles" heading={principles.heading}>
        <ResponsiveTabs label={principles.label} items={tabs} accordionDefaultOpen={[0]} />
      </Section>
      <Section id="core-values" heading={values.heading} tone="alt" align="center">
        <CultureValues />
      </Section>
      <CallToAction heading={cta.heading} lead={cta.lead} links={[{ href: routes.applyAsTalent, label: cta.label }]} />
    </>
  );
}
