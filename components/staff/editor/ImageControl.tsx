import { useState, type DragEvent } from 'react';
import { sendUpload } from '@/lib/staff/editor/media-client';
import { isCutToFit, thumbnailOf } from '@/lib/staff/editor/thumbnail';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from './editor.module.scss';
import { idOf, type FieldProps } from './field-props';
import { FocalPoint } from './FocalPoint';
import { MediaLibrary } from './MediaLibrary';
import { TextControl } from './TextControl';

/** A stored upload's path, with its picture beside it and its focal point; a new file dropped or chosen, or one from the library. */
export function ImageControl(props: FieldProps) {
  const { field, path: fieldPath, onChange } = props;
  const [note, setNote] = useState('');
  const path = typeof props.value === 'string' ? props.value.trim() : '';
  const thumbnail = field.kind === 'image' ? thumbnailOf(path) : null;
  const focusable = field.kind === 'image' && isCutToFit(path) ? thumbnailOf(path, 640) : null;
  const take = async (file: File | undefined) => {
    if (!file) return;
    setNote(`Uploading ${file.name}…`);
    const stored = await sendUpload(file);
    if ('error' in stored) return setNote(stored.error);
    onChange(fieldPath, stored.path);
    setNote(`Uploaded ${file.name}.`);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    void take(event.dataTransfer.files[0]);
  };
  return (
    <div className={styles.image} onDragOver={(event) => event.preventDefault()} onDrop={drop}>
      <TextControl {...props} />
      {thumbnail && (
        // The picture the field above names; what it shows is said by the record's own alt text field.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={thumbnail} alt="" width={128} height={96} loading="lazy" />
      )}
      <div className={styles.imageActions}>
        <label className={forms.secondary}>
          Upload {field.kind === 'image' ? 'a picture' : 'a file'}
          <input
            type="file"
            className={styles.hidden}
            accept={field.kind === 'image' ? 'image/*' : undefined}
            aria-describedby={`${idOf(fieldPath)}-upload`}
            onChange={(event) => void take(event.target.files?.[0])}
          />
        </label>
        <MediaLibrary
          kind={field.kind === 'image' ? 'image' : 'file'}
          label={field.label}
          onChoose={(chosen) => onChange(fieldPath, chosen)}
        />
      </div>
      <p id={`${idOf(fieldPath)}-upload`} className={forms.hint} aria-live="polite">
        {note || 'Or drop a file here. The CMS removes its location data and keeps it at most 4,000 px wide.'}
      </p>
      {focusable && (
        <FocalPoint
          address={path}
          picture={focusable}
          fieldId={idOf(fieldPath)}
          onChange={(address) => onChange(fieldPath, address)}
        />
      )}
    </div>
  );
}
