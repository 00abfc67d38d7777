// The editor's field map: each kind the CMS describes, drawn by one control. A new kind is one line here.
import type { ComponentType } from 'react';
import type { FieldKind } from '@/lib/staff/editor/editor-schema';
import { BooleanControl } from './BooleanControl';
import { ChoiceControl } from './ChoiceControl';
import type { FieldProps } from './field-props';
import { ImageControl } from './ImageControl';
import { ListControl } from './ListControl';
import { TextControl } from './TextControl';

const List = (props: FieldProps) => <ListControl {...props} Field={FieldControl} />;

const CONTROLS: Record<FieldKind, ComponentType<FieldProps>> = {
  text: TextControl,
  'long-text': TextControl,
  'rich-text': TextControl,
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

export function FieldControl(props: FieldProps) {
  const Control = CONTROLS[props.field.kind];
  return <Control {...props} />;
}
