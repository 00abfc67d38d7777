'use client';
import { useId } from 'react';
import { panelId, triggerId, type DisclosureItem } from '../types';
import { AccordionTrigger } from './AccordionTrigger';
import { onAccordionKeyDown, useOpenSet } from './use-open-set';
import styles from './accordion.module.scss';

interface AccordionProps {
  items: readonly DisclosureItem[];
  /** Sections open at first; the first by default, `[]` for all closed. */
  defaultOpen?: readonly number[];
  /** At most one section open at a time. */
  single?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Accordion({ items, defaultOpen = [0], single = false, headingLevel = 3, className }: AccordionProps) {
  const idBase = useId();
  const { open, toggle } = useOpenSet(defaultOpen, single);

  return (
    <div className={`${styles.accordion} ${className ?? ''}`} onKeyDown={onAccordionKeyDown}>
      {items.map((item, index) => (
        <div key={item.id} className={styles.item}>
          <AccordionTrigger
            id={triggerId(idBase, index)}
            controls={panelId(idBase, index)}
            expanded={open.has(index)}
            onToggle={() => toggle(index)}
            headingLevel={headingLevel}
          >
            {item.title}
          </AccordionTrigger>
          <div
            id={panelId(idBase, index)}
            role="region"
            aria-labelledby={triggerId(idBase, index)}
            hidden={!open.has(index)}
            className={styles.panel}
          >
            {item.content}
          </div>
        </div>
      ))}
    </div>
  );
}
