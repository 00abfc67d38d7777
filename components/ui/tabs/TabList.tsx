import { useRef, type KeyboardEvent } from 'react';
import { nextIndex, type Orientation } from '@/lib/a11y/roving-focus';
import { panelId, tabId, type DisclosureItem } from '../types';
import styles from './tabs.module.scss';

interface TabListProps {
  label: string;
  items: readonly Pick<DisclosureItem, 'id' | 'title'>[];
  active: number;
  onSelect: (index: number) => void;
  idBase: string;
  orientation?: Orientation;
  className?: string;
}

/** The ARIA tablist: roving tabindex, arrow keys, Home and End, automatic activation. */
export function TabList({
  label,
  items,
  active,
  onSelect,
  idBase,
  orientation = 'horizontal',
  className,
}: TabListProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const target = nextIndex(event.key, active, items.length, orientation);
    if (target === null) return;
    event.preventDefault();
    onSelect(target);
    tabs.current[target]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      className={`${styles.list} ${className ?? ''}`}
    >
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={tabId(idBase, index)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={index === active}
          aria-controls={panelId(idBase, index)}
          tabIndex={index === active ? 0 : -1}
          onClick={() => onSelect(index)}
          onKeyDown={onKeyDown}
        >
          {item.title}
        </button>
      ))}
    </div>
  );
}
