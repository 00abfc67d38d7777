import Link from 'next/link';
import type { NavGroup } from '@/lib/copy/navigation';
import styles from './link-groups.module.scss';

interface LinkGroupsProps {
  groups: readonly NavGroup[];
  headingLevel?: 'h2' | 'h3';
  tone?: 'light' | 'dark';
  className?: string;
}

/** Columns of headed link lists, shared by the mega-menu and the footer. */
export function LinkGroups({ groups, headingLevel: Heading = 'h3', tone = 'light', className }: LinkGroupsProps) {
  return (
    <div className={`${styles.groups} ${className ?? ''}`} data-tone={tone}>
      {groups.map((group) => (
        <div key={group.href ?? group.title} className={styles.group}>
          <Heading className={styles.heading}>
            {group.href ? (
              <Link href={group.href} className={styles.headingLink}>
                {group.title}
              </Link>
            ) : (
              group.title
            )}
          </Heading>
          {group.links.length > 0 && (
            <ul role="list" className={styles.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
