'use client';
// A record's words and pictures, drawn from the CMS's description of its type. What is typed is kept in this browser
// until the CMS has it; a save names the version it started from, so nobody overwrites a newer one unknowingly.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { InputField } from '@/components/staff/Field';
import forms from '@/components/staff/shell/forms.module.scss';
import type { FieldDescription } from '@/lib/staff/editor/editor-schema';
import { emptiedFields, toBody, type FieldErrors, type FormValues } from '@/lib/staff/editor/edit-values';
import { RETRY_MS, unaskedSaveDelay } from '@/lib/staff/editor/save-timing';
import { statusLine } from '@/lib/staff/editor/status-line';
import { INITIAL_SAVE, type SaveRequest, type SaveState, type VersionAnswer } from '@/lib/staff/editor/save-state';
import type { PreviewAnswer } from '@/lib/staff/editor/preview-action';
import { ConflictPanel } from './ConflictPanel';
import { DraftPreview } from './DraftPreview';
import { FieldControl } from './FieldControl';
import { KeptNotice } from './KeptNotice';
import { useLeaveGuard } from './useLeaveGuard';
import styles from './editor.module.scss';
import { forgetKept, useKeptDraft } from './useKeptDraft';
import { VersionHistory, type VersionRow } from './VersionHistory';

interface RecordEditorProps {
  collection: string;
  noun: string;
  /** The record's slug; '' for a new one. */
  slug: string;
  baseVersion: number | null;
  fields: readonly FieldDescription[];
  initial: FormValues;
  /** The edit screens' path before the slug, to move to once a new record or a rename is saved. */
  editBase: string;
  /** A draft saves itself; a live record only when asked. */
  autosave: boolean;
  save: (request: SaveRequest) => Promise<SaveState>;
  /** The record's kept versions, newest first, and how to read one. */
  versions: readonly VersionRow[];
  readVersion: (collection: string, slug: string, version: number) => Promise<VersionAnswer>;
  /** How to open the saved record's page beside the form; absent for a type with no page of its own. */
  openPreview?: (collection: string, slug: string) => Promise<PreviewAnswer>;
}

export function RecordEditor({
  collection,
  noun,
  slug,
  baseVersion: startedFrom,
  fields,
  initial,
  editBase,
  autosave,
  save,
  versions,
  readVersion,
  openPreview,
}: RecordEditorProps) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [newSlug, setNewSlug] = useState(slug);
  const [baseVersion, setBaseVersion] = useState(startedFrom);
  const [dirty, setDirty] = useState(false);
  const [state, setState] = useState<SaveState>(INITIAL_SAVE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [restored, setRestored] = useState<number | null>(null);
  const [pending, startSaving] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  /** The values the CMS has, as far as this editor knows: what a field was before it was emptied. */
  const savedValues = useRef(initial);
  /** Focus moves only after a save someone asked for, never after an autosave while they type. */
  const explicit = useRef(false);
  const kept = useKeptDraft(collection, slug, baseVersion, values, newSlug, dirty);

  // What was kept goes back with the version it started from, so a save over a newer one is still caught.
  const bringBack = (draft: NonNullable<typeof kept.found>) => {
    setValues(draft.values);
    setNewSlug(draft.slug);
    setBaseVersion(draft.baseVersion);
    setDirty(true);
    kept.dismiss();
  };

  // One handler for every field, for the editor's life: typing in one field draws only that one again.
  const change = useCallback((name: string, value: FormValues[string]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty(true);
  }, []);

  const send = (version: number | null, sent: FormValues = values, auto = false) => {
    explicit.current = !auto;
    const found: FieldErrors = emptiedFields(fields, savedValues.current, sent);
    toBody(fields, sent, found);
    setErrors(found);
    if (Object.keys(found).length > 0)
      return setState({ status: 'invalid', errors: found, message: 'Not saved: fix the fields marked below.' });
    startSaving(async () => {
      const answer = await save({ collection, slug, newSlug, baseVersion: version, values: sent }).catch(
        (): SaveState => ({ status: 'failed', message: 'The console could not be reached.' }),
      );
      setState(answer);
      if (answer.status === 'invalid') setErrors(answer.errors);
      if (answer.status !== 'saved') return;
      setBaseVersion(answer.version);
      savedValues.current = sent;
      setRestored(null);
      setDirty(false);
      forgetKept(collection, slug);
      if (answer.slug !== slug) router.replace(`${editBase}${encodeURIComponent(answer.slug)}`);
    });
  };

  // A draft saves itself a few seconds after typing stops; a save the CMS could not take is tried again.
  const waitMs = unaskedSaveDelay({ state, isDraft: autosave, renamed: newSlug !== slug });
  useEffect(() => {
    if (!dirty || waitMs === null || pending) return;
    const timer = window.setTimeout(() => send(baseVersion, values, true), waitMs);
    return () => window.clearTimeout(timer);
  });

  useLeaveGuard(dirty);

  useEffect(() => {
    if (state.status === 'idle' || !explicit.current) return;
    const first = Object.keys(errors)[0];
    const target = first ? form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
    (
      target ??
      form.current?.querySelector<HTMLElement>(state.status === 'conflict' ? '[data-conflict]' : '[data-message]')
    )?.focus();
  }, [state, errors]);

  return (
    <>
      <form
        ref={form}
        className={styles.editor}
        aria-label={`Edit this ${noun}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(baseVersion);
        }}
      >
        {kept.found && (
          <KeptNotice
            keptAt={kept.found.keptAt}
            onBringBack={() => bringBack(kept.found!)}
            onDiscard={() => {
              forgetKept(collection, slug);
              kept.dismiss();
            }}
          />
        )}
        {state.status === 'conflict' && (
          <ConflictPanel
            fields={fields}
            mine={values}
            theirs={state.theirs}
            onKeepMine={() => send(state.theirs.version)}
            onTakeTheirs={() => {
              if (state.theirs.values) setValues((savedValues.current = state.theirs.values));
              setBaseVersion(state.theirs.version);
              setDirty(false);
              forgetKept(collection, slug);
              setState(INITIAL_SAVE);
            }}
          />
        )}
        <InputField
          id="field-slug"
          label="Web address (slug)"
          hint={
            slug
              ? 'Changing it moves the page; the old address redirects to the new one.'
              : 'Lower-case words joined by hyphens.'
          }
          value={newSlug}
          onChange={(event) => {
            setNewSlug(event.target.value.trim());
            setDirty(true);
          }}
          error={errors.slug}
          data-field="slug"
          required
        />
        {fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            path={field.name}
            value={values[field.name] ?? ''}
            onChange={change}
            errors={errors}
          />
        ))}
        <div className={styles.bar}>
          <button type="submit" className={forms.primary} disabled={pending}>
            {pending ? 'Saving…' : slug ? 'Save' : `Save new ${noun} as a draft`}
          </button>
          <p
            role="status"
            tabIndex={-1}
            data-message
            className={state.status === 'saved' || state.status === 'idle' ? forms.hint : forms.error}
          >
            {statusLine({ state, dirty, keeping: kept.keeping, restored, retryMs: RETRY_MS })}
          </p>
        </div>
      </form>
      {slug && openPreview && (
        <section className={styles.section} aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview</h2>
          <DraftPreview collection={collection} slug={slug} savedVersion={baseVersion} open={openPreview} />
        </section>
      )}
      {slug && (
        <section className={styles.section} aria-labelledby="history-heading">
          <h2 id="history-heading">History</h2>
          <VersionHistory
            versions={versions}
            fields={fields}
            current={values}
            read={(version) => readVersion(collection, slug, version)}
            onRestore={(version, restoredValues) => {
              setValues(restoredValues);
              setDirty(true);
              setRestored(version);
            }}
          />
        </section>
      )}
    </>
  );
}
