import { CallToAction } from '@/components/sections/CallToAction';
import { CheckList } from '@/components/sections/CheckList';
import { PageBanner } from '@/components/sections/PageBanner';
import { Section } from '@/components/ui/section/Section';
import { INTERNSHIP_COPY } from '@/lib/copy/internship';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const metadata = buildMetadata({ ...INTERNSHIP_COPY.seo, path: routes.internship });

const { banner, intro, eligibility, roles, apply, cta } = INTERNSHIP_COPY;

export default function InternshipPage() {
  const mailbox = site.contact.careersEmail;
  return (
    <>
      <PageBanner copy={banner} action={{ href: routes.openings, label: banner.openings }} />
      <Section id="about-the-program" heading={intro.heading} lead={intro.text} />
      <Section id="eligibility" heading={eligibility.heading} tone="alt">
        <CheckList items={eligibility.items} columns={2} />
      </Section>
      <Section id="roles" heading={roles.heading}>
        <CheckList items={roles.items} columns={2} />
      </Section>
      <Section id="how-to-apply" heading={apply.heading} tone="alt">
        <p>
          {apply.text} <a href={`mailto:${mailbox}?subject=${encodeURIComponent(apply.subject)}`}>{mailbox}</a>
          {apply.after}
        </p>
      </Section>
      <CallToAction heading={cta.heading} lead={cta.lead} actions={[{ href: routes.openings, label: cta.label }]} />
    </>
  );
}
