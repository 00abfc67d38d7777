import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import styles from './editor.module.scss';

type Mark = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

/** Each button: what it says, what it toggles, and whether it is on where the cursor is. */
const BUTTONS: { label: string; name: Mark | `heading${2 | 3 | 4}`; run: (editor: Editor) => void }[] = [
  { label: 'Heading 2', name: 'heading2', run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Heading 3', name: 'heading3', run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Heading 4', name: 'heading4', run: (editor) => editor.chain().focus().toggleHeading({ level: 4 }).run() },
  { label: 'Bold', name: 'bold', run: (editor) => editor.chain().focus().toggleBold().run() },
  { label: 'Italic', name: 'italic', run: (editor) => editor.chain().focus().toggleItalic().run() },
  { label: 'Bulleted list', name: 'bulletList', run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', name: 'orderedList', run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', name: 'blockquote', run: (editor) => editor.chain().focus().toggleBlockquote().run() },
  { label: 'Link', name: 'link', run: editLink },
];

/** Asks for the address; an empty answer removes the link. The site's cleaner drops any other scheme again. */
function editLink(editor: Editor) {
  const previous = String(editor.getAttributes('link').href ?? '');
  const href = window.prompt('Link to (https://…, /a-page-on-this-site or mailto:…); empty removes the link', previous);
  if (href === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (href.trim() === '') chain.unsetLink().run();
  else chain.setLink({ href: href.trim().slice(0, 2000) }).run();
}

/** A picture in the text needs its alt text: asked for with its path, refused without it. */
function addImage(editor: Editor) {
  const src = window.prompt('The picture’s path, as an image field takes it (/uploads/…)');
  if (!src?.trim()) return;
  const alt = window.prompt('Describe the picture for someone who cannot see it (alt text)');
  if (!alt?.trim()) return window.alert('Not added: a picture needs its alt text.');
  editor
    .chain()
    .focus()
    .setImage({ src: src.trim().slice(0, 2000), alt: alt.trim().slice(0, 500) })
    .run();
}

const isOn = (editor: Editor, name: (typeof BUTTONS)[number]['name']) =>
  name.startsWith('heading') ? editor.isActive('heading', { level: Number(name.slice(7)) }) : editor.isActive(name);

export function RichTextToolbar({ editor, label }: { editor: Editor | null; label: string }) {
  const on = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? BUTTONS.map((button) => isOn(current, button.name)) : []),
  });
  return (
    <div role="toolbar" aria-label={`${label}: formatting`} className={styles.toolbar}>
      {BUTTONS.map((button, index) => (
        <button
          key={button.name}
          type="button"
          aria-pressed={on?.[index] ?? false}
          disabled={!editor}
          onClick={() => editor && button.run(editor)}
        >
          {button.label}
        </button>
      ))}
      <button type="button" disabled={!editor} onClick={() => editor && addImage(editor)}>
        Picture
      </button>
      <button type="button" disabled={!editor?.can().undo()} onClick={() => editor?.chain().focus().undo().run()}>
        Undo
      </button>
      <button type="button" disabled={!editor?.can().redo()} onClick={() => editor?.chain().focus().redo().run()}>
        Redo
      </button>
    </div>
  );
}
