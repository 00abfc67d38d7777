'use server';
// The drafts pages' actions, for editors and admins (checked here, whatever the page showed): make and revoke a
// preview link, save a record's state and times (a live record's take-down once confirmed). Each is audited with the
// CMS's answer.
import { refresh } from 'next/cache';
import type { ActionNote } from '../action-note';
import { recordAudit } from '../audit/audit';
import type { PreviewLinkState } from './preview-link-form';
import { readPublicationForm, type PublicationFormState } from './publication-form';
import { recordRef } from './record-ref';
import { refreshRecordNow } from './going-live';
import { makePreviewLink } from './make-preview-link';
import { readRecord, revokePreviewLink, setPublication } from './cms-records';
import type { PreviewType } from '@site/shared/preview-token';
import { SCREENS } from '../screens';
import { requireScreen } from '../session';

const GONE = 'This record is not in the CMS any more. Go back to the list and pick it again.';

/** Makes a preview link for the record the form names; its address is shown once, to be copied. */
export async function createPreviewLinkAction(_previous: PreviewLinkState, data: FormData): Promise<PreviewLinkState> {
  const who = await requireScreen(SCREENS.content);
  const record = recordRef(data.get('type'), data.get('slug'));
  if (!record) return { status: 'failed', message: GONE };
  const made = await makePreviewLink(who, record);
  if (!made.ok) return { status: 'failed', message: made.message };
  refresh();
  return { status: 'made', id: made.value.id, url: made.value.url, expiresAt: made.value.expires_at };
}

/** Revokes one preview link: from now on it opens nothing, even for someone who has the preview open. */
export async function revokePreviewLinkAction(_previous: ActionNote, data: FormData): Promise<ActionNote> {
  const who = await requireScreen(SCREENS.content);
  const id = Number(data.get('id'));
  if (!Number.isSafeInteger(id) || id < 1) return { ok: false, message: 'That link no longer exists.' };
  const revoked = await revokePreviewLink(id);
  await recordAudit({
    who,
    action: 'preview-link.revoke',
    target: `preview link ${id}`,
    result: revoked.ok ? 'revoked' : `refused: ${revoked.message}`,
  });
  if (!revoked.ok) return { ok: false, message: revoked.message };
  refresh();
  return { ok: true, message: 'Revoked: this link opens nothing from now on.' };
}

async function isLive(type: PreviewType, slug: string): Promise<boolean> {
  const current = await readRecord(type, slug);
  return current.ok && current.value.state === 'live';
}

/** Saves a record's state and times (never its content); what was typed comes back with any refusal. */
export async function setPublicationAction(
  _previous: PublicationFormState,
  data: FormData,
): Promise<PublicationFormState> {
  const who = await requireScreen(SCREENS.content);
  const record = recordRef(data.get('type'), data.get('slug'));
  const { values, errors, publication, takeDownConfirmed } = readPublicationForm(data);
  if (!record) return { status: 'refused', values, errors: {}, message: GONE };
  if (Object.keys(errors).length > 0) return { status: 'refused', values, errors };
  // A live record comes down only once the editor has read what disappears with it (takeDownQuestion).
  if (publication.status === 'draft' && !takeDownConfirmed && (await isLive(record.type, record.slug)))
    return { status: 'confirm', values, errors: {} };
  const saved = await setPublication(record.type, record.slug, publication);
  const target = `${record.type} ${record.slug}: ${JSON.stringify(publication)}`;
  await recordAudit({
    who,
    action: 'record.publication',
    target,
    result: saved.ok ? 'saved' : `refused: ${saved.message}`,
  });
  if (!saved.ok) return { status: 'refused', values, errors: {}, message: saved.message };
  refresh();
  const going = (await refreshRecordNow(record, publication)) ?? undefined;
  return {
    status: 'saved',
    values,
    errors: {},
    message: 'Saved. The public site follows within a couple of seconds.',
    going,
  };
}
