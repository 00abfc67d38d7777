import { CallToAction } from '@/components/sections/CallToAction';
import { CheckList } from '@/components/sections/CheckList';
import { ListColumns } from '@/components/sections/ListColumns';
import { PageBanner } from '@/components/sections/PageBanner';
import { Section } from '@/components/ui/section/Section';
import { REFERRAL_COPY } from '@/lib/copy/referral';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...REFERRAL_COPY.seo, path: routes.referral });

const { banner, overview, advantages, reward, cta } = REFERRAL_COPY;

export default function EmployeeReferralPage() {
  return (
    <>
      <PageBanner copy={banner} />
      <Section id="overview" heading={overview.heading} lead={overview.text} />
      <Section id="advantages" heading={advantages.heading} tone="alt">
        <ListColumns lists={[advantages.forYou, advantages.forThem]} />
      </Section>
      <Section id="reward" heading={reward.heading} lead={reward.lead}>
        <CheckList items={reward.rules} ordered />
      </Section>
      <CallToAction
        heading={cta.heading}
        lead={cta.lead}
        actions={[
          { href: routes.pricing, label: cta.pricing },
          { href: routes.scheduleCall, label: cta.call },
        ]}
      />
    </>
  );
}
