import type { ReactNode } from 'react';
import { slugify } from '@site/shared/slugify';
import styles from './section.module.scss';

/** The one background vocabulary: the page's surface, the alternate band, or the dark brand band. */
export type SectionTone = 'light' | 'alt' | 'dark';

interface SectionProps {
  heading: string;
  /** The section's anchor (`#id`); derived from the heading unless given. The heading gets `${id}-title`. */
  id?: string;
  lead?: ReactNode;
  tone?: SectionTone;
  align?: 'start' | 'center';
  /** Keeps the heading for assistive tech and the outline, but out of sight (a logo strip, say). */
  headingHidden?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A page section: a labelled `<section>`, its container, an `h2` and an optional lead. */
export function Section({
  heading,
  id,
  lead,
  tone = 'light',
  align = 'start',
  headingHidden = false,
  className,
  children,
}: SectionProps) {
  const anchor = id ?? slugify(heading);
  const headingId = `${anchor}-title`;
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className={['section', styles.section, className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-align={align}
    >
      <div className="container">
        <h2 id={headingId} className={headingHidden ? 'visually-hidden' : styles.heading}>
          {heading}
        </h2>
        {lead && <p className={`section-lead ${styles.lead}`}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
