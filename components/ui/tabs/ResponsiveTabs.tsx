'use client';
import { useContext, useId, useState } from 'react';
import { media } from '@/lib/breakpoints';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import type { Orientation } from '@/lib/a11y/roving-focus';
import { AccordionTrigger } from '../accordion/AccordionTrigger';
import { onAccordionKeyDown, useOpenSet } from '../accordion/use-open-set';
import { panelId, tabId, triggerId, type DisclosureItem } from '../types';
import { TabList } from './TabList';
import { TabsResetSignal } from './reset-signal';
import styles from './responsive-tabs.module.scss';

/** Mirrors the `tablet` breakpoint in styles/_breakpoints.scss. */
const TABS_QUERY = media.above('tablet');

interface ResponsiveTabsProps {
  label: string;
  items: readonly DisclosureItem[];
  /** Accordion sections open at first on small screens; `[]` for all closed. */
  accordionDefaultOpen?: readonly number[];
  single?: boolean;
  orientation?: Orientation;
  className?: string;
}

/**
 * Tabs above 767 px, an accordion below, from one markup: CSS picks the layout, so the server HTML
 * is right at every width (no hydration mismatch, no shift). Only the ARIA roles follow the viewport after mount.
 */
export function ResponsiveTabs({
  label,
  items,
  accordionDefaultOpen = [0],
  single = false,
  orientation = 'horizontal',
  className,
}: ResponsiveTabsProps) {
  const idBase = useId();
  const [active, setActive] = useState(0);
  const { open, toggle, reset } = useOpenSet(accordionDefaultOpen, single);
  const resetSignal = useContext(TabsResetSignal);
  const [resetSeen, setResetSeen] = useState(resetSignal);
  if (resetSignal !== resetSeen) {
    setResetSeen(resetSignal);
    setActive(0);
    reset();
  }
  // The server HTML always has the tablist, so its panels are tabpanels there (every tab needs one);
  // after mount, below the breakpoint they become the accordion's regions.
  const asTabs = useMediaQuery(TABS_QUERY, true);

  return (
    <div
      className={`${styles.responsive} ${className ?? ''}`}
      data-orientation={orientation}
      onKeyDown={onAccordionKeyDown}
    >
      <TabList
        className={styles.tabList}
        label={label}
        items={items}
        active={active}
        onSelect={setActive}
        idBase={idBase}
        orientation={orientation}
      />
      {items.map((item, index) => (
        <div key={item.id} className={styles.item}>
          <AccordionTrigger
            className={styles.trigger}
            id={triggerId(idBase, index)}
            controls={panelId(idBase, index)}
            expanded={open.has(index)}
            onToggle={() => toggle(index)}
          >
            {item.title}
          </AccordionTrigger>
          <div
            id={panelId(idBase, index)}
            role={asTabs ? 'tabpanel' : 'region'}
            aria-labelledby={asTabs ? tabId(idBase, index) : triggerId(idBase, index)}
            tabIndex={asTabs ? 0 : undefined}
            className={styles.panel}
            data-active={index === active ? '' : undefined}
            data-open={open.has(index) ? '' : undefined}
          >
            {item.content}
          </div>
        </div>
      ))}
    </div>
  );
}
