import { CheckList } from '@/components/sections/CheckList';
import { TrustedBy } from '@/components/sections/TrustedBy';
import { PageBanner } from '@/components/sections/PageBanner';
import { Section } from '@/components/ui/section/Section';
import { SOCIAL_COPY } from '@/lib/copy/social';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...SOCIAL_COPY.seo, path: routes.socialResponsibility });

const { banner, mission, charity, communities, environment, wellbeing } = SOCIAL_COPY;

export default function SocialResponsibilityPage() {
  return (
    <>
      <PageBanner copy={banner} />
      <TrustedBy />
      <Section id="mission" heading={mission.heading} lead={mission.text} tone="alt" />
      <Section id="one-hire-one-child" heading={charity.heading} lead={charity.text} />
      <Section id="clients-and-communities" heading={communities.heading} lead={communities.text} tone="alt" />
      <Section id="commitments" heading={environment.heading}>
        <CheckList items={environment.items} columns={2} />
      </Section>
      <Section id="well-being" heading={wellbeing.heading} tone="alt">
        <CheckList items={wellbeing.items} columns={2} />
      </Section>
    </>
  );
}
