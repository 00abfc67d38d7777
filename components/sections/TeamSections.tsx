import { Section } from '@/components/ui/section/Section';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { getExecutives, getTeam } from '@/lib/api';
import { TEAM_COPY } from '@/lib/copy/team';
import { TeamGrid } from './TeamMemberCard';

/** The executives (`catId` 12); the section is left out when the list is empty. */
export async function LeadershipSection() {
  const executives = await getExecutives();
  if (!executives.length) return null;
  return (
    <Section heading={TEAM_COPY.leadership.heading} tone="alt" align="center">
      <TeamGrid members={executives} />
    </Section>
  );
}

/** One tab per department (an accordion, all closed, on small screens); left out when there are none. */
export async function DepartmentsSection() {
  const departments = (await getTeam()).filter((department) => department.members.length > 0);
  if (!departments.length) return null;
  return (
    <Section heading={TEAM_COPY.departments.heading} align="center">
      <ResponsiveTabs
        label={TEAM_COPY.departments.tabsLabel}
        accordionDefaultOpen={[]}
        items={departments.map((department) => ({
          id: `department-${department.key}`,
          title: department.label,
          content: <TeamGrid members={department.members} />,
        }))}
      />
    </Section>
  );
}
