'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../button/Button';
import styles from './modal.module.scss';
import { UI_COPY } from '@/lib/copy/ui';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  closeLabel?: string;
}

/** A native modal dialog: focus moves in and back, Escape and the backdrop close it. */
export function Modal({ open, onClose, title, children, closeLabel = UI_COPY.close }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <Button className={styles.close} onClick={onClose} autoFocus>
          {closeLabel}
        </Button>
      </div>
    </dialog>
  );
}
