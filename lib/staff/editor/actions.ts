'use server';
// The editor's save, for editors and admins (checked here, whatever the page showed): the values are checked against
// the CMS's own description of the type, sent with the version they started from, and audited with the answer.
import { refresh } from 'next/cache';
import { recordAudit } from '../audit/audit';
import { SCREENS } from '../screens';
import { requireScreen } from '../session';
import { editableFields, toBody, toFormValues, type FieldErrors } from './edit-values';
import { currentSchema, readTypeDescription, readVersion, saveRecord } from './record-edit';
import { isSlug } from './record-names';
import type { SaveRequest, SaveState, TheirVersion, VersionAnswer } from './save-state';

/** Past the longest record the CMS takes (a 200,000-character post and its other fields), refused unread. */
const REQUEST_MAX = 600_000;

function theirVersion(conflict: unknown, fields: Parameters<typeof toFormValues>[0]): TheirVersion | null {
  const current = currentSchema.safeParse(conflict);
  if (!current.success) return null;
  const { version, saved_by, saved_at, fields: stored } = current.data;
  return {
    version,
    savedBy: saved_by ?? null,
    savedAt: saved_at ?? null,
    values: stored ? toFormValues(fields, stored) : null,
  };
}

export async function saveRecordAction(request: SaveRequest): Promise<SaveState> {
  const who = await requireScreen(SCREENS.editor);
  const size = JSON.stringify(request ?? null).length;
  if (size > REQUEST_MAX) return { status: 'failed', message: 'This is longer than the CMS takes. Shorten the text.' };
  const { collection, slug, newSlug, baseVersion, values } = request;
  const isNew = baseVersion === null;
  const started = isNew || Number.isSafeInteger(baseVersion);
  if (
    typeof collection !== 'string' ||
    !(isNew ? slug === '' : isSlug(slug)) ||
    !started ||
    typeof values !== 'object' ||
    values === null
  )
    return {
      status: 'failed',
      message: 'This record cannot be saved from here. Go back to the list and open it again.',
    };
  const type = await readTypeDescription(collection.slice(0, 120));
  if (!type.ok) return { status: 'failed', message: type.message };
  if (!type.value) return { status: 'failed', message: 'The CMS does not edit this kind of record.' };
  const errors: FieldErrors = {};
  if (!isSlug(newSlug)) errors.slug = 'Use lower-case letters, digits and single hyphens, at most 200.';
  const fields = editableFields(type.value.fields);
  const body = toBody(fields, values, errors);
  if (Object.keys(errors).length > 0)
    return { status: 'invalid', errors, message: 'Not saved: fix the fields marked below.' };
  // A new record starts as a draft; a renamed one carries its new slug in the body.
  if (isNew) body.status = 'draft';
  else if (newSlug !== slug) body[type.value.slugField] = newSlug;
  const saved = await saveRecord({
    collection: type.value.collection,
    slug: isNew ? newSlug : slug,
    body,
    baseVersion: baseVersion ?? 'none',
    savedBy: who.name,
  });
  await recordAudit({
    who,
    action: isNew ? 'record.create' : 'record.edit',
    target: `${type.value.noun} ${isNew ? newSlug : slug}${!isNew && newSlug !== slug ? ` → ${newSlug}` : ''}`,
    result: saved.ok ? `version ${saved.value.version}` : `refused: ${saved.message}`,
  });
  if (!saved.ok) {
    const theirs = !isNew && saved.conflict !== undefined ? theirVersion(saved.conflict, fields) : null;
    return theirs
      ? { status: 'conflict', message: saved.message, theirs }
      : { status: 'failed', message: saved.message };
  }
  refresh();
  return { status: 'saved', version: saved.value.version, slug: saved.value.slug, message: 'Saved.' };
}

/** One earlier version's fields as the editor holds them, to compare with the form or put back in it. */
export async function readVersionAction(collection: string, slug: string, version: number): Promise<VersionAnswer> {
  await requireScreen(SCREENS.editor);
  if (typeof collection !== 'string' || !isSlug(slug) || !Number.isSafeInteger(version) || version < 0)
    return { ok: false, message: 'That version cannot be read. Reload the page and pick it again.' };
  const type = await readTypeDescription(collection.slice(0, 120));
  if (!type.ok || !type.value)
    return { ok: false, message: type.ok ? 'The CMS does not edit this kind of record.' : type.message };
  const read = await readVersion(type.value.collection, slug, version);
  if (!read.ok) return { ok: false, message: read.message };
  return { ok: true, values: toFormValues(editableFields(type.value.fields), read.value.fields) };
}
