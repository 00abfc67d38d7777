'use client';
import { useState } from 'react';
import styles from './forms.module.scss';

/** Copies `text` to the clipboard and says so; where the browser refuses, the text stays selectable beside it. */
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
    <p className={styles.inline}>
      <button type="button" className={styles.secondary} onClick={copy}>
        {label}
      </button>
      <span role="status">
        {copied === true && 'Copied.'}
        {copied === false && 'This browser would not copy it: select the link and copy it by hand.'}
      </span>
    </p>
  );
}
