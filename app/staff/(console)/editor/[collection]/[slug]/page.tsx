import type { Metadata } from 'next';
import { EditorScreen } from '@/components/staff/editor/EditorScreen';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: SCREENS.editor.title };

export default async function EditRecordPage({ params }: { params: Promise<{ collection: string; slug: string }> }) {
  await requireScreen(SCREENS.editor);
  const { collection, slug } = await params;
  return <EditorScreen collection={collection} slug={slug} />;
}
