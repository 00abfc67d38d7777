import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import type { Openings } from '@/lib/api/schemas/pages';
import { OPENINGS_COPY } from '@/lib/copy/careers';
import { JobList } from './JobList';

/** All Jobs first (the active tab, the open accordion section), then one per office. */
export function OpeningsTabs({ openings }: { openings: Openings }) {
  const items = [
    { id: 'all-jobs', title: OPENINGS_COPY.allJobs, content: <JobList jobs={openings.all} /> },
    ...openings.byLocation.map((group) => ({
      id: group.slug,
      title: group.label,
      content: <JobList jobs={group.jobs} />,
    })),
  ];
  return <ResponsiveTabs label={OPENINGS_COPY.tabsLabel} items={items} accordionDefaultOpen={[0]} single />;
}
