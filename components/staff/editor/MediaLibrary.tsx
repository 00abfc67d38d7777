import { useState } from 'react';
import { loadLibrary, type LibraryItem } from '@/lib/staff/editor/media-client';
import { thumbnailOf } from '@/lib/staff/editor/thumbnail';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from './editor.module.scss';

interface MediaLibraryProps {
  kind: 'image' | 'file';
  label: string;
  onChoose: (path: string) => void;
}

/** What is already uploaded, newest first, loaded when opened; choosing one fills the field. */
export function MediaLibrary({ kind, label, onChoose }: MediaLibraryProps) {
  const [items, setItems] = useState<LibraryItem[] | null>(null);
  const [problem, setProblem] = useState('');
  const load = async (open: boolean) => {
    if (!open || items) return;
    const loaded = await loadLibrary(kind);
    if ('items' in loaded) setItems(loaded.items);
    else setProblem(loaded.error);
  };
  return (
    <details className={styles.library} onToggle={(event) => void load(event.currentTarget.open)}>
      <summary className={forms.secondary}>Choose from the library</summary>
      {problem && <p className={forms.error}>{problem}</p>}
      {items === null && !problem && <p className={forms.hint}>Loading…</p>}
      {items?.length === 0 && <p className={forms.hint}>Nothing uploaded yet.</p>}
      {items && items.length > 0 && (
        <ul aria-label={`Uploads to use for ${label}`}>
          {items.map((item) => {
            const thumbnail = thumbnailOf(item.path);
            const name = item.path.split('/').pop();
            return (
              <li key={item.path}>
                <button type="button" onClick={() => onChoose(item.path)} aria-label={`Use ${name}`}>
                  {thumbnail && kind === 'image' ? (
                    // The button's label names the file; the picture only shows it.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={thumbnail} alt="" width={96} height={72} loading="lazy" />
                  ) : (
                    name
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
