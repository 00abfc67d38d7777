import type { ReactNode } from 'react';
import { ParsedEnd } from '@/components/ui/ParsedEnd';
import styles from './button-group.module.scss';

interface ButtonGroupProps {
  children: ReactNode;
  align?: 'start' | 'center';
  /** Full-width buttons stacked on phones, where two side by side would wrap unevenly. */
  stackOnPhone?: boolean;
}

/** A row of calls to action under a heading or text. */
export function ButtonGroup({ children, align = 'start', stackOnPhone = false }: ButtonGroupProps) {
  return (
    <div className={styles.group} data-align={align} data-stack={stackOnPhone ? '' : undefined}>
      {children}
      <ParsedEnd />
    </div>
  );
}
