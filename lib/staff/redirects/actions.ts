'use server';
// The redirects page's actions, for editors and admins (checked here, whatever the page showed): add and remove a
// redirect. Each is audited with the CMS's answer.
import { refresh } from 'next/cache';
import type { ActionNote } from '../action-note';
import { recordAudit } from '../audit/audit';
import { readRedirectForm, refusalField, type RedirectFormState } from './redirect-form';
import { addRedirect, readRedirect, removeRedirect } from './redirects';
import { SCREENS } from '../screens';
import { requireScreen } from '../session';

/** Who made a redirect, as the list shows it: the person's name and email, within the API's 120 characters. */
const createdBy = (who: { name: string; email: string }) => `${who.name} <${who.email}>`.slice(0, 120);

/** Adds a redirect; a refusal of the CMS goes back beside the field it names, with everything typed kept. */
export async function addRedirectAction(_previous: RedirectFormState, data: FormData): Promise<RedirectFormState> {
  const who = await requireScreen(SCREENS.redirects);
  const { values, errors } = readRedirectForm(data);
  if (Object.keys(errors).length > 0) return { status: 'refused', values, errors };
  const added = await addRedirect({ ...values, permanent: values.kind === 'permanent', createdBy: createdBy(who) });
  const result = added.ok ? 'added' : `refused: ${added.message}`;
  await recordAudit({ who, action: 'redirect.add', target: `${values.from} → ${values.to} (${values.kind})`, result });
  if (!added.ok) {
    const { field, text } = refusalField(added.message);
    if (field) return { status: 'refused', values, errors: { [field]: text } };
    return { status: 'refused', values, errors: {}, message: text };
  }
  refresh();
  const message = `Added: ${added.value.from} now goes to ${added.value.to}.`;
  return { status: 'added', values: { from: '', to: '', kind: values.kind }, errors: {}, message };
}

/** Removes one redirect by its id; its old address shows "page not found" again within seconds. */
export async function removeRedirectAction(_previous: ActionNote, data: FormData): Promise<ActionNote> {
  const who = await requireScreen(SCREENS.redirects);
  const id = Number(data.get('id'));
  if (!Number.isSafeInteger(id) || id < 1) return { ok: false, message: 'That redirect no longer exists.' };
  const stored = await readRedirect(id);
  const target = stored.ok ? `${stored.value.from} → ${stored.value.to} (redirect ${id})` : `redirect ${id}`;
  const removed = await removeRedirect(id);
  await recordAudit({
    who,
    action: 'redirect.remove',
    target,
    result: removed.ok ? 'removed' : `refused: ${removed.message}`,
  });
  if (!removed.ok) return { ok: false, message: removed.message };
  refresh();
  return { ok: true, message: 'Removed.' };
}
