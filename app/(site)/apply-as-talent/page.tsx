import { DataTable } from '@/components/ui/table/DataTable';
import { StoryCards } from '@/components/careers/StoryCards';
import { CallToAction } from '@/components/sections/CallToAction';
import { CheckList } from '@/components/sections/CheckList';
import { StepGrid } from '@/components/sections/StepGrid';
import { PageBanner } from '@/components/sections/PageBanner';
import { Section } from '@/components/ui/section/Section';
import { APPLY_COPY } from '@/lib/copy/careers';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...APPLY_COPY.seo, path: routes.applyAsTalent });

const { banner, roles, perks, skills, stories, steps, cta } = APPLY_COPY;

export default function ApplyAsTalentPage() {
  return (
    <>
      <PageBanner copy={banner} action={{ href: routes.openings, label: banner.openings }} />
      <Section id="roles" heading={roles.heading} lead={roles.lead}>
        <DataTable variant="list" caption={roles.caption} columns={roles.columns} rows={roles.rows} />
      </Section>
      <Section id="perks" heading={perks.heading} tone="alt">
        <CheckList items={perks.items} columns={2} />
      </Section>
      <Section id="skills" heading={skills.heading}>
        <CheckList items={skills.items} columns={2} />
      </Section>
      <Section id="stories" heading={stories.heading} tone="alt">
        <StoryCards stories={stories.items} />
      </Section>
      <Section id="join" heading={steps.heading}>
        <StepGrid steps={steps.items} />
      </Section>
      <CallToAction heading={cta.heading} lead={cta.lead} actions={[{ href: routes.openings, label: cta.openings }]} />
    </>
  );
}
