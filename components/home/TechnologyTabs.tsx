import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import Link from 'next/link';
import { Section } from '@/components/ui/section/Section';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { getTechnologyTabs } from '@/lib/api';
import { TECHNOLOGY_COPY } from '@/lib/copy/home';
import styles from './home-sections.module.scss';

/** A tab per stack (an accordion on phones), each a grid of technology logos linking to their pages. */
export async function TechnologyTabs() {
  const tabs = (await getTechnologyTabs()).filter((tab) => tab.items.length > 0);
  if (!tabs.length) return null;
  return (
    <Section heading={TECHNOLOGY_COPY.heading} lead={TECHNOLOGY_COPY.lead} align="center">
      <ResponsiveTabs
        label={TECHNOLOGY_COPY.tabsLabel}
        items={tabs.map((tab) => ({
          id: `technology-${tab.key}`,
          title: tab.name,
          content: (
            <ul role="list" className={styles.logos}>
              {tab.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.logo}>
                    <ResponsiveImage src={item.src} alt={item.alt} width={64} height={64} />
                  </Link>
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </Section>
  );
}
