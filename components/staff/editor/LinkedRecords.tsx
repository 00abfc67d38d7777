// What links to a record, each group with what deleting the record does to it: named before anyone confirms.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LinkGroups } from '@/lib/staff/editor/link-groups';
import type { LinkFrom } from '@/lib/staff/editor/record-links';
import { isCollection, isSlug } from '@/lib/staff/editor/record-names';
import { editPath, SCREENS } from '@/lib/staff/screens';
import styles from '@/components/staff/shell/staff.module.scss';

/** The most of each group listed; the rest are counted. */
const SHOWN = 50;

interface GroupProps {
  title: string;
  rows: { key: string; content: ReactNode }[];
  /** What the delete does to them, and what to do first. */
  then: ReactNode;
}

function Group({ title, rows, then }: GroupProps) {
  if (rows.length === 0) return null;
  return (
    <>
      <h3>
        {title} ({rows.length})
      </h3>
      <ul className={styles.hops}>
        {rows.slice(0, SHOWN).map((row) => (
          <li key={row.key}>{row.content}</li>
        ))}
      </ul>
      {rows.length > SHOWN && <p className={styles.hint}>And {rows.length - SHOWN} more.</p>}
      <p>{then}</p>
    </>
  );
}

/** A linking record by its title, opening its own editor where its address is one the editor takes. */
const recordRow = (link: LinkFrom) => ({
  key: `${link.collection}/${link.slug}`,
  content: (
    <>
      {isCollection(link.collection) && isSlug(link.slug) ? (
        <Link href={editPath(link.collection, link.slug)}>{link.title || link.slug}</Link>
      ) : (
        link.title || link.slug
      )}{' '}
      <span className={styles.hint}>({link.collection})</span>
    </>
  ),
});

const redirectsLink = <Link href={SCREENS.redirects.path}>Redirects</Link>;

export function LinkedRecords({ groups, noun }: { groups: LinkGroups; noun: string }) {
  const { children, linking, redirects } = groups;
  if (children.length + linking.length + redirects.length === 0)
    return <p>Nothing links to it: no other record and no redirect.</p>;
  return (
    <>
      <Group
        title="Records that have it as their parent"
        rows={children.map(recordRow)}
        then={`The CMS does not delete a ${noun} that has others under it: give each another parent, or delete it, first.`}
      />
      <Group
        title="Records that link to its page"
        rows={linking.map(recordRow)}
        then={
          <>
            Their links stay and will lead to “page not found”. Edit them first, or on {redirectsLink} send its address
            to another page.
          </>
        }
      />
      <Group
        title="Redirects to its page"
        rows={redirects.map(({ from, to }) => ({ key: `${from} ${to}`, content: `${from} → ${to}` }))}
        then={<>They stay, and will lead to “page not found” until you change or remove them on {redirectsLink}.</>}
      />
    </>
  );
}
