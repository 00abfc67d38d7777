import { Section } from '@/components/ui/section/Section';
import { SERVICE_COPY } from '@/lib/copy/services';
import styles from './industries.module.scss';

/** The fifteen industry tiles, in the spec's order (000 §9). */
export function Industries() {
  const { heading, lead, tiles } = SERVICE_COPY.industries;
  return (
    <Section id="industries" heading={heading} lead={lead} tone="alt">
      <ul role="list" className={styles.tiles}>
        {tiles.map((industry) => (
          <li key={industry} className={styles.tile}>
            {industry}
          </li>
        ))}
      </ul>
    </Section>
  );
}
