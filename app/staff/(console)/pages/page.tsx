import type { Metadata } from 'next';
import { BulkRefresh } from '@/components/staff/pages/BulkRefresh';
import { FoundPages } from '@/components/staff/pages/FoundPages';
import { PageDetails } from '@/components/staff/pages/PageDetails';
import { PageFinder } from '@/components/staff/pages/PageFinder';
import { findPages } from '@/lib/staff/pages/find';
import { familyCounts, pageIndex } from '@/lib/staff/pages/page-index';
import { mayUse, SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';
import { refresh } from './actions';

export const metadata: Metadata = { title: SCREENS.pages.title };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** /staff/pages: find any page, see what is live, refresh it; refresh a whole kind, or everything. */
type Props = { searchParams: Promise<Partial<Record<'q' | 'path' | 'confirm', string | string[]>>> };

export default async function StaffPages({ searchParams }: Props) {
  const me = await requireScreen(SCREENS.pages);
  const search = await searchParams;
  const typed = first(search.path) || first(search.q);
  const [found, index] = await Promise.all([typed ? findPages(typed) : null, pageIndex().catch(() => null)]);
  // One page found (or chosen from a list): straight to what is live.
  const page = found?.kind === 'pages' && found.pages.length === 1 ? found.pages[0] : undefined;
  const counts = index && familyCounts(index);
  return (
    <>
      <h1>{SCREENS.pages.title}</h1>
      <p>Find a page to see when its live copy was rendered and whether it shows the last edit, and refresh it.</p>
      <PageFinder typed={first(search.q)} />
      {found && !page && <FoundPages found={found} indexRead={found.indexRead} />}
      {page && <PageDetails page={page} refresh={refresh} />}
      <BulkRefresh
        refresh={refresh}
        counts={counts?.families ?? null}
        total={counts?.total ?? null}
        mayRefreshEverything={mayUse(me.role, SCREENS.pages.everything)}
        confirming={first(search.confirm) === 'all'}
      />
    </>
  );
}
