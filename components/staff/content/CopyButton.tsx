'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import styles from './staff.module.scss';

/** Copies `text` to the clipboard and says so; where the browser refuses, says how to copy it by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [note, setNote] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setNote('Copied. Paste it into your message.');
    } catch {
      setNote('Your browser did not allow copying: select the link above and press Ctrl+C (⌘C on a Mac).');
    }
  };
  return (
    <span className={styles.inline}>
      <Button size="sm" onClick={copy}>
        {label}
      </Button>
      <span role="status" className={styles.hint}>
        {note}
      </span>
    </span>
  );
}
