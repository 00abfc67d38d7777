import { useState, type KeyboardEvent } from 'react';
import { nextIndex } from '@/lib/a11y/roving-focus';

/** Which accordion sections are open; `single` keeps at most one open. */
export function useOpenSet(initial: readonly number[], single: boolean) {
  const first = () => new Set(single ? initial.slice(0, 1) : initial);
  const [open, setOpen] = useState<ReadonlySet<number>>(first);

  function toggle(index: number) {
    setOpen((current) => {
      if (current.has(index)) {
        const next = new Set(current);
        next.delete(index);
        return next;
      }
      return single ? new Set([index]) : new Set(current).add(index);
    });
  }

  return { open, toggle, reset: () => setOpen(first()) };
}

/** Up, Down, Home and End move focus between the accordion's headers. */
export function onAccordionKeyDown(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (!target.hasAttribute('data-accordion-trigger')) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-accordion-trigger]')];
  const index = nextIndex(event.key, triggers.indexOf(target), triggers.length, 'vertical');
  if (index === null) return;
  event.preventDefault();
  triggers[index]?.focus();
}
