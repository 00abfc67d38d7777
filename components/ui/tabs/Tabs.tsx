'use client';
import { useId, useState } from 'react';
import type { Orientation } from '@/lib/a11y/roving-focus';
import { panelId, tabId, type DisclosureItem } from '../types';
import { TabList } from './TabList';
import styles from './tabs.module.scss';

interface TabsProps {
  label: string;
  items: readonly DisclosureItem[];
  defaultIndex?: number;
  orientation?: Orientation;
  tone?: 'light' | 'dark';
  className?: string;
}

/** Tabs with every panel in the HTML (crawlers read them all); inactive panels are `hidden`. */
export function Tabs({
  label,
  items,
  defaultIndex = 0,
  orientation = 'horizontal',
  tone = 'light',
  className,
}: TabsProps) {
  const idBase = useId();
  const [active, setActive] = useState(defaultIndex);

  return (
    <div className={`${styles.tabs} ${className ?? ''}`} data-tone={tone} data-orientation={orientation}>
      <TabList
        label={label}
        items={items}
        active={active}
        onSelect={setActive}
        idBase={idBase}
        orientation={orientation}
      />
      {items.map((item, index) => (
        <div
          key={item.id}
          id={panelId(idBase, index)}
          role="tabpanel"
          aria-labelledby={tabId(idBase, index)}
          tabIndex={0}
          hidden={index !== active}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
