// Rich text limited to what the site renders (headings 2–4, paragraphs, lists, links, bold, italic, quotes, images
// with alt text), in TipTap: its HTML is plain semantic markup, and a paste from Word or Google Docs keeps only that.
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useState } from 'react';
import { FieldNotes } from '@/components/staff/Field';
import { cleanPaste } from '@/lib/staff/editor/clean-paste';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from './editor.module.scss';
import { idOf, type FieldProps } from './field-props';
import { RichTextToolbar } from './RichTextToolbar';

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // The site decides how its links open: the stored link is a plain href.
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      defaultProtocol: 'https',
      HTMLAttributes: { rel: null, target: null },
    },
  }),
  Image,
];

/** The empty document's HTML: stored as an empty field, so a required one is named as missing. */
const EMPTY = '<p></p>';

export function RichTextControl({ field, path, value, onChange, errors }: FieldProps) {
  const id = idOf(path);
  const html = typeof value === 'string' ? value : '';
  const count =
    field.maxLength === undefined
      ? undefined
      : `${html.length.toLocaleString('en')} of ${field.maxLength.toLocaleString('en')} characters of HTML.`;
  const [initial] = useState(html);
  const error = errors[path];
  const counted = count !== undefined;
  // Options that stay the same object while typing: TipTap re-applies any that change, on every render.
  const editorProps = useMemo(
    () => ({
      transformPastedHTML: cleanPaste,
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(counted || error
          ? {
              'aria-describedby': [counted && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' '),
            }
          : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        'data-field': path,
        class: styles.richText ?? '',
      },
    }),
    [id, path, counted, error],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    // The console's policy allows no inline <style>: the few rules it needs are in editor.module.scss.
    injectCSS: false,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: changed }) => onChange(path, changed.isEmpty ? '' : changed.getHTML()),
  });
  // A value set from outside (what this browser kept, the other editor's version) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (html !== current && !(html === '' && current === EMPTY))
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return (
    <div className={`${forms.field} ${styles.wide}`}>
      <span id={`${id}-label`} className={styles.label}>
        {field.label}
        {field.required ? '' : <span className={forms.hint}> (optional)</span>}
      </span>
      <RichTextToolbar editor={editor} label={field.label} />
      <EditorContent editor={editor} />
      <FieldNotes id={id} hint={count} error={errors[path]} />
    </div>
  );
}
