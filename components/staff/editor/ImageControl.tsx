import { thumbnailOf } from '@/lib/staff/editor/thumbnail';
import styles from './editor.module.scss';
import type { FieldProps } from './field-props';
import { TextControl } from './TextControl';

/** A stored upload's path, with the picture it names beside it so a wrong path shows at once. */
export function ImageControl(props: FieldProps) {
  const path = typeof props.value === 'string' ? props.value.trim() : '';
  const thumbnail = props.field.kind === 'image' ? thumbnailOf(path) : null;
  return (
    <div className={styles.image}>
      <TextControl {...props} />
      {thumbnail && (
        // The picture of the field above: its alt text is the post's own field, said there.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={thumbnail} alt="" width={128} height={96} loading="lazy" />
      )}
    </div>
  );
}
