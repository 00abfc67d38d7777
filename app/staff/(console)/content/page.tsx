import type { Metadata } from 'next';
import { RecordFilters } from '@/components/staff/content/RecordFilters';
import { RecordList } from '@/components/staff/content/RecordList';
import { Notice } from '@/components/staff/shell/Notice';
import { Unavailable } from '@/components/staff/Unavailable';
import styles from '@/components/staff/shell/staff.module.scss';
import { readRecordFilter, type SearchParams } from '@/lib/staff/record-filter';
import Link from 'next/link';
import { PREVIEW_TYPES } from '@site/shared/preview-token';
import { listRecords, PLURAL, RECORDS_LIMIT } from '@/lib/staff/content/cms-records';
import { deletedSlug } from '@/lib/staff/editor/after-delete';
import { editPath, SCREENS } from '@/lib/staff/screens';
import { TYPE_NAME } from '@/lib/staff/words';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: SCREENS.content.title };

export default async function ContentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireScreen(SCREENS.content);
  const params = await searchParams;
  const filter = readRecordFilter(params);
  const deleted = deletedSlug(params);
  const records = await listRecords({ types: filter.type ? [filter.type] : undefined, states: filter.states });
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>{SCREENS.content.title}</h1>
        <p className={styles.lead}>
          What is not public yet, with its times in your time zone. Open a record to edit its words and pictures, share
          a preview link, revoke one, publish it or schedule it.
        </p>
        <p className={styles.links}>
          {PREVIEW_TYPES.map((type) => (
            <Link key={type} href={editPath(PLURAL[type])}>
              New {TYPE_NAME[type].toLowerCase()}
            </Link>
          ))}
        </p>
      </header>
      {deleted && (
        <Notice>Deleted “{deleted}”: it is gone from the CMS, and from the public site within seconds.</Notice>
      )}
      <RecordFilters filter={filter} />
      <section className={styles.section} aria-labelledby="records-heading">
        <h2 id="records-heading">Records</h2>
        {records.ok ? <RecordList records={records.value} /> : <Unavailable message={records.message} />}
        {records.ok && records.value.length === RECORDS_LIMIT && (
          <p className={styles.hint}>Only the {RECORDS_LIMIT} most recently edited are shown: narrow the filter.</p>
        )}
      </section>
    </div>
  );
}
