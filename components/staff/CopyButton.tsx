'use client';
import { useState } from 'react';
import forms from './shell/forms.module.scss';

/** Copies `text` to the clipboard and says so; where the browser refuses, says how to copy it by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className={forms.copy}>
      <button type="button" className={forms.secondary} onClick={copy}>
        {label}
      </button>
      <span role="status">
        {copied === true && 'Copied. Paste it into your message.'}
        {copied === false && 'This browser would not copy it: select the link above and press Ctrl+C (⌘C on a Mac).'}
      </span>
    </div>
  );
}
