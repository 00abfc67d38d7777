import 'server-only';
// A state saved that takes effect now (published, or made a draft) refreshes the record's page from the console at
// once, as Pages does, so the editor watches it go live or come down step by step rather than trusting the CMS's hook.
import { previewPath } from '@/lib/preview/paths';
import type { Change } from '@/lib/revalidate/change';
import { startRefresh, type RefreshStart } from '../pages/refresh';
import { renderOrigin } from '../pages/render-origin';
import type { Publication } from './cms-records';
import type { RecordRef } from './record-ref';

export type GoingLive = Extract<RefreshStart, { kind: 'started' }>;

/** Whether the saved state changes what the public sees now, not at a time ahead. */
export const takesEffectNow = (publication: Publication, now: Date) =>
  publication.status === 'draft' ||
  publication.publish_at === null ||
  Date.parse(publication.publish_at) <= now.getTime();

/** The record's page refreshed now, its steps to show; null when nothing changes yet or the refresh could not start. */
export async function refreshRecordNow(record: RecordRef, publication: Publication): Promise<GoingLive | null> {
  if (!takesEffectNow(publication, new Date())) return null;
  const change: Change = record.type === 'opening' ? { type: 'openings' } : { type: record.type, slug: record.slug };
  const target = { kind: 'page' as const, path: previewPath(record.type, record.slug) };
  const start = await startRefresh(target, change, await renderOrigin());
  return start.kind === 'started' ? start : null;
}
