import type { Metadata } from 'next';
import { EditorScreen } from '@/components/staff/editor/EditorScreen';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: 'A new record' };

export default async function NewRecordPage({ params }: { params: Promise<{ collection: string }> }) {
  await requireScreen(SCREENS.editor);
  return <EditorScreen collection={(await params).collection} slug={null} />;
}
