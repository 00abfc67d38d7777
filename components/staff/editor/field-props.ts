import type { FieldDescription } from '@/lib/staff/editor/editor-schema';
import type { FieldErrors, FormValue } from '@/lib/staff/editor/edit-values';

/** What every control of the editor's field map is given. */
export interface FieldProps {
  field: FieldDescription;
  /** Unique on the page: `blog_title`, `event_gallery.2.gallery_image`. */
  path: string;
  value: FormValue;
  /** Called with the field's own path: one stable function serves every field. */
  onChange: (path: string, value: FormValue) => void;
  errors: FieldErrors;
}

export const idOf = (path: string) => `field-${path.replace(/\./g, '-')}`;
