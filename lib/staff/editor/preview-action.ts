'use server';
// The editor's preview: a preview link made for the person editing, opened in frames beside the form.
import { makePreviewLink } from '../content/make-preview-link';
import { previewTypeOf } from '../content/cms-records';
import { recordRef } from '../content/record-ref';
import { isCollection } from './record-names';
import { SCREENS } from '../screens';
import { requireScreen } from '../session';

export type PreviewAnswer = { ok: true; path: string } | { ok: false; message: string };

/** Opens draft mode on this site for the record: the frames load the returned path, which leads to its page. */
export async function openPreviewAction(collection: string, slug: string): Promise<PreviewAnswer> {
  const who = await requireScreen(SCREENS.editor);
  const type = isCollection(collection) ? previewTypeOf(collection) : null;
  const record = type && recordRef(type, slug);
  if (!record) return { ok: false, message: 'This kind of record has no page of its own to preview.' };
  const made = await makePreviewLink(who, record);
  if (!made.ok) return { ok: false, message: `No preview: ${made.message}` };
  // The frames load it from the console's own origin, whatever address the site was configured with.
  const { pathname, search } = new URL(made.value.url);
  return { ok: true, path: `${pathname}${search}` };
}
