'use server';
// Deleting a record from its editor, for editors and admins (checked here, whatever the page showed): only once its
// slug was typed to confirm and only of a type the CMS describes, audited with the CMS's answer.
import { redirect } from 'next/navigation';
import { recordAudit } from '../audit/audit';
import { SCREENS } from '../screens';
import { requireScreen } from '../session';
import { deletedPath } from './after-delete';
import { confirmed, readDeleteForm, type DeleteState } from './delete-form';
import { deleteRecord } from './record-links';
import { readTypeDescription } from './record-edit';

const RESULT = { deleted: 'done', gone: 'not in the CMS (already deleted or renamed)' } as const;

/** Deletes the record the form names once its slug was typed, then opens its type's list in the finder, saying so. */
export async function deleteRecordAction(_previous: DeleteState, data: FormData): Promise<DeleteState> {
  const who = await requireScreen(SCREENS.editor);
  const request = readDeleteForm(data);
  if (!request)
    return { typed: '', problem: 'This record cannot be deleted from here. Reload the page and try again.' };
  const { collection, slug, typed } = request;
  if (!confirmed(request))
    return { typed, mismatch: `Nothing was deleted: type “${slug}” exactly as shown, to confirm.` };
  const type = await readTypeDescription(collection);
  if (!type.ok) return { typed, problem: `Nothing was deleted. ${type.message}` };
  if (!type.value) return { typed, problem: 'The CMS does not edit this kind of record, so it cannot delete it here.' };
  const { noun } = type.value;
  const deleted = await deleteRecord(type.value.collection, slug);
  await recordAudit({
    who,
    action: 'record.delete',
    target: `${noun} ${slug}`,
    result: deleted.outcome === 'failed' ? `refused: ${deleted.message}` : RESULT[deleted.outcome],
  });
  if (deleted.outcome === 'gone')
    return {
      typed,
      problem: `This ${noun} is not in the CMS any more: someone deleted or renamed it already, so nothing is left to delete.`,
    };
  if (deleted.outcome === 'failed') return { typed, problem: `Nothing was deleted. ${deleted.message}` };
  redirect(deletedPath(type.value.collection, slug));
}
