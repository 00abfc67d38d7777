import type { Metadata } from 'next';
import { RecordFinder } from '@/components/staff/editor/RecordFinder';
import type { SearchParams } from '@/lib/staff/record-filter';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: SCREENS.editor.title };

export default async function FinderPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireScreen(SCREENS.editor);
  return <RecordFinder params={await searchParams} />;
}
