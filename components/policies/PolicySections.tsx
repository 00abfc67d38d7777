import { Paragraphs } from '@/components/company/Paragraphs';
import { ChevronIcon } from '@/components/ui/ChevronIcon';
import type { PolicySection } from '@/lib/copy/policies';
import { OpenSectionFromHash } from './OpenSectionFromHash';
import styles from './policy-sections.module.scss';

// Also listens for hash changes, so a link followed before the page hydrates still opens its section.
const OPEN_FROM_HASH_BEFORE_PAINT =
  "(function(){function o(){try{var t=document.getElementById(decodeURIComponent(location.hash.slice(1)));if(t&&t.tagName==='DETAILS')t.open=true}catch(e){}}o();addEventListener('hashchange',o)})()";

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
      {/* Opens a deep-linked section while the page is still parsing, before the first paint (no layout shift). */}
      <script dangerouslySetInnerHTML={{ __html: OPEN_FROM_HASH_BEFORE_PAINT }} />
      <OpenSectionFromHash />
    </div>
  );
}
