import { LogoGrid } from '@/components/careers/LogoGrid';
import { CallToAction } from '@/components/sections/CallToAction';
import { PageBanner } from '@/components/sections/PageBanner';
import { Section } from '@/components/ui/section/Section';
import { getSkillsAndRoles } from '@/lib/api';
import { SKILLS_COPY } from '@/lib/copy/careers';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...SKILLS_COPY.seo, path: routes.allSkills });

export default async function SeeAllSkillsPage() {
  const { skills, roles } = await getSkillsAndRoles();
  return (
    <>
      <PageBanner copy={SKILLS_COPY.banner} />
      {skills.length > 0 && (
        <Section id="technologies" heading={SKILLS_COPY.skillsHeading}>
          <LogoGrid
            items={skills.map((skill) => ({
              href: skill.href,
              logo: skill.logo,
              name: skill.title,
              nameSuffix: SKILLS_COPY.skillLinkSuffix,
            }))}
          />
        </Section>
      )}
      {roles.length > 0 && (
        <Section id="roles" heading={SKILLS_COPY.rolesHeading} tone="alt">
          <LogoGrid
            items={roles.map((role) => ({ href: routes.category(role.slug), logo: role.logo, name: role.alt }))}
          />
        </Section>
      )}
      <CallToAction
        heading={SKILLS_COPY.cta.heading}
        lead={SKILLS_COPY.cta.lead}
        actions={[{ href: routes.howItWorks, label: SKILLS_COPY.cta.label }]}
      />
    </>
  );
}
