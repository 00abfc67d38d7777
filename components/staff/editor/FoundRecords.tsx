import Link from 'next/link';
import lists from '@/components/staff/shell/lists.module.scss';
import styles from '@/components/staff/shell/staff.module.scss';
import { FOUND_SHOWN, type FoundRecords as Found } from '@/lib/staff/editor/record-edit';
import { editPath } from '@/lib/staff/screens';

interface FoundRecordsProps {
  collection: string;
  noun: string;
  words: string;
  found: Found;
}

/** The records found, each linked to its edit screen, most recently saved first; words that found none said back. */
export function FoundRecords({ collection, noun, words, found }: FoundRecordsProps) {
  if (found.records.length === 0)
    return (
      <p className={styles.lead}>
        {words
          ? `No ${noun} matches “${words}”. Try fewer or other words, or another type.`
          : `There is no ${noun} yet.`}
      </p>
    );
  return (
    <>
      <p className={styles.hint}>
        {words ? `Titles or addresses with “${words}”, most recently saved first.` : 'Most recently saved first.'}
      </p>
      <ul className={lists.cards} role="list">
        {found.records.map((record) => (
          <li key={record.slug} className={lists.card}>
            <h3>
              <Link href={editPath(collection, record.slug)}>{record.title || record.slug}</Link>
            </h3>
            <p className={styles.hint}>{record.slug}</p>
          </li>
        ))}
      </ul>
      {found.cut && (
        <p className={styles.hint}>
          Only the {FOUND_SHOWN} most recently saved are shown: add words to narrow the list.
        </p>
      )}
    </>
  );
}
