import type { ReactNode } from 'react';
import { ChevronIcon } from '../ChevronIcon';
import styles from './accordion.module.scss';

interface AccordionTriggerProps {
  id: string;
  controls: string;
  expanded: boolean;
  onToggle: () => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

/** A full-width accordion header: a button inside a heading, with a chevron. */
export function AccordionTrigger({
  id,
  controls,
  expanded,
  onToggle,
  headingLevel = 3,
  className,
  children,
}: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className={`${styles.heading} ${className ?? ''}`}>
      <button
        id={id}
        type="button"
        className={styles.trigger}
        aria-expanded={expanded}
        aria-controls={controls}
        data-accordion-trigger=""
        onClick={onToggle}
      >
        <span>{children}</span>
        <ChevronIcon className={styles.chevron} />
      </button>
    </Heading>
  );
}
