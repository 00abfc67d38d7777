import { Paragraphs } from '@/components/sections/Paragraphs';
import { ChevronIcon } from '@/components/ui/ChevronIcon';
import type { PolicySection } from '@/lib/copy/policies';
import { OpenSectionFromHash } from './OpenSectionFromHash';
import { openFromHashScript } from '@/lib/policies/open-from-hash-script';
import styles from './policy-sections.module.scss';

interface PolicySectionsProps {
  /** Groups the sections so opening one closes the others (`<details name>`). */
  group: string;
  sections: readonly PolicySection[];
}

/**
 * The policy as native disclosures: every word stays in the HTML (crawlers, find-in-page, print),
 * one section open at a time, the first open, each addressable by `#id`.
 */
export function PolicySections({ group, sections }: PolicySectionsProps) {
  return (
    <div className={styles.sections}>
      {/* First, so a deep-linked section is open (and the first closed) from the moment each is parsed. */}
      <script dangerouslySetInnerHTML={{ __html: openFromHashScript(sections.map((section) => section.id)) }} />
      {sections.map((section, index) => (
        <details key={section.id} id={section.id} name={group} open={index === 0} className={styles.section}>
          <summary className={styles.summary}>
            <h2 className={styles.title}>{section.title}</h2>
            <ChevronIcon className={styles.chevron} />
          </summary>
          <div className={styles.body}>
            <Paragraphs items={section.paragraphs} />
          </div>
        </details>
      ))}
      <OpenSectionFromHash />
    </div>
  );
}
