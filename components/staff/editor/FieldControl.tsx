// The editor's field map: each kind the CMS describes, drawn by one control. A new kind is one line here.
import { memo, type ComponentType } from 'react';
import type { FieldKind } from '@/lib/staff/editor/editor-schema';
import { BooleanControl } from './BooleanControl';
import { ChoiceControl } from './ChoiceControl';
import type { FieldProps } from './field-props';
import { ImageControl } from './ImageControl';
import { ListControl } from './ListControl';
import { RichTextControl } from './RichTextControl';
import { TextControl } from './TextControl';

function List(props: FieldProps) {
  return <ListControl {...props} Field={FieldControl} />;
}

const CONTROLS: Record<FieldKind, ComponentType<FieldProps>> = {
  text: TextControl,
  'long-text': TextControl,
  'rich-text': RichTextControl,
  date: TextControl,
  'date-time': TextControl,
  number: TextControl,
  'site-path': TextControl,
  url: TextControl,
  reference: TextControl,
  boolean: BooleanControl,
  choice: ChoiceControl,
  image: ImageControl,
  file: ImageControl,
  list: List,
};

/** Drawn again only when its own value or the errors change, so typing in one field re-renders only that one. */
export const FieldControl = memo(function FieldControl(props: FieldProps) {
  const Control = CONTROLS[props.field.kind];
  return <Control {...props} />;
});
