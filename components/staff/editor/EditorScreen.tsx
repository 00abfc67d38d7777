// The edit screen of a record, or of a new one (its page checks who may open it): its type's fields as the CMS describes them, its values and version.
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Unavailable } from '@/components/staff/Unavailable';
import styles from '@/components/staff/shell/staff.module.scss';
import { readVersionAction, saveRecordAction } from '@/lib/staff/editor/actions';
import { openPreviewAction } from '@/lib/staff/editor/preview-action';
import { isCollection } from '@/lib/staff/editor/record-names';
import { previewTypeOf } from '@/lib/staff/content/cms-records';
import { editableFields, toFormValues } from '@/lib/staff/editor/edit-values';
import { listVersions, readEditableRecord, readTypeDescription } from '@/lib/staff/editor/record-edit';
import { editPath, findPath, recordPage } from '@/lib/staff/screens';
import { DeleteRecord } from './DeleteRecord';
import { RecordEditor } from './RecordEditor';

interface EditorScreenProps {
  collection: string;
  /** null: a new record. */
  slug: string | null;
}

export async function EditorScreen({ collection, slug }: EditorScreenProps) {
  if (!isCollection(collection)) notFound();
  const type = await readTypeDescription(collection);
  if (type.ok && type.value === null) notFound();
  const record = type.ok && slug !== null ? await readEditableRecord(collection, slug) : null;
  if (record && !record.ok && record.failure === 'refused') notFound();
  const versions = record?.ok && slug !== null ? await listVersions(collection, slug) : null;
  const problem = !type.ok ? type.message : record && !record.ok ? record.message : null;
  const noun = type.ok && type.value ? type.value.noun : 'record';
  const title = slug === null ? `New ${noun}` : `Edit ${noun}: ${slug}`;
  const pageType = previewTypeOf(collection);
  return (
    <div className={styles.page}>
      <p className={styles.links}>
        <Link href={findPath(collection)}>Back to the {noun} list</Link>
      </p>
      <header className={styles.section}>
        <h1>{title}</h1>
        <p className={styles.lead}>
          What you type is kept in this browser until the CMS has it. A draft saves itself; a live record is saved when
          you press Save, and the public page follows within a couple of seconds.
        </p>
        {pageType && slug !== null && (
          <p className={styles.links}>
            <Link href={recordPage({ type: pageType, slug })}>Publish, schedule or share a preview link</Link>
          </p>
        )}
      </header>
      {problem !== null || !type.ok || !type.value ? (
        <Unavailable message={problem ?? 'The CMS does not describe this kind of record.'} />
      ) : (
        <RecordEditor
          collection={collection}
          noun={noun}
          slug={slug ?? ''}
          baseVersion={record?.ok ? record.value.version : null}
          fields={editableFields(type.value.fields)}
          initial={toFormValues(editableFields(type.value.fields), record?.ok ? record.value.fields : {})}
          editBase={`${editPath(collection)}/`}
          autosave={record?.ok ? record.value.fields.status === 'draft' : false}
          save={saveRecordAction}
          versions={
            versions?.ok
              ? versions.value.map((row) => ({ version: row.version, savedBy: row.saved_by, savedAt: row.saved_at }))
              : []
          }
          readVersion={readVersionAction}
          openPreview={pageType ? openPreviewAction : undefined}
        />
      )}
      {record?.ok && type.ok && type.value && slug !== null && <DeleteRecord type={type.value} slug={slug} />}
    </div>
  );
}
