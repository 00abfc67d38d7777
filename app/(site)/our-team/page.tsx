import { PageBanner } from '@/components/sections/PageBanner';
import { Prose } from '@/components/sections/Prose';
import { DepartmentsSection, LeadershipSection } from '@/components/sections/TeamSections';
import { Section } from '@/components/ui/section/Section';
import { TEAM_COPY } from '@/lib/copy/team';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...TEAM_COPY.seo, path: routes.ourTeam });

export default function OurTeamPage() {
  return (
    <>
      <PageBanner copy={TEAM_COPY.banner} crumb={[TEAM_COPY.crumb, routes.ourTeam]} />
      <Section heading={TEAM_COPY.intro.heading} align="center">
        <Prose paragraphs={[TEAM_COPY.intro.text]} />
      </Section>
      <LeadershipSection />
      <DepartmentsSection />
    </>
  );
}
