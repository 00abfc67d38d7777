import { Section } from '@/components/ui/section/Section';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { ADDITIONAL_SKILLS_COPY } from '@/lib/copy/home';
import { slugify } from '@site/shared/slugify';
import styles from './home-sections.module.scss';

/** Digital Marketing, Accounting & Finance and Virtual Assistant, each with its skills. */
export function AdditionalSkills() {
  return (
    <Section heading={ADDITIONAL_SKILLS_COPY.heading} lead={ADDITIONAL_SKILLS_COPY.lead} align="center">
      <ResponsiveTabs
        label={ADDITIONAL_SKILLS_COPY.tabsLabel}
        items={ADDITIONAL_SKILLS_COPY.tabs.map((tab) => ({
          id: slugify(tab.title),
          title: tab.title,
          content: (
            <ul className={styles.skills}>
              {tab.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          ),
        }))}
      />
    </Section>
  );
}
