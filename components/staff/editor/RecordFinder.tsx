// The finder (its page checks who may open it): every type the CMS describes, and one type's records by title.
import Link from 'next/link';
import { Unavailable } from '@/components/staff/Unavailable';
import { Notice } from '@/components/staff/shell/Notice';
import { deletedSlug } from '@/lib/staff/editor/after-delete';
import styles from '@/components/staff/shell/staff.module.scss';
import { readFinderQuery } from '@/lib/staff/editor/finder-query';
import { findRecords, readSchema } from '@/lib/staff/editor/record-edit';
import type { SearchParams } from '@/lib/staff/record-filter';
import { editPath, SCREENS } from '@/lib/staff/screens';
import { upperFirst } from '@/lib/staff/words';
import { FinderForm } from './FinderForm';
import { FoundRecords } from './FoundRecords';

export async function RecordFinder({ params }: { params: SearchParams }) {
  const schema = await readSchema();
  const types = schema.ok ? schema.value.types : [];
  const collections = types.map((type) => type.collection);
  const query = readFinderQuery(params, collections);
  const chosen = types.find((type) => type.collection === query.collection);
  const found = chosen ? await findRecords(chosen.collection, query.words) : null;
  const deleted = deletedSlug(params);
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>{SCREENS.editor.title}</h1>
        <p className={styles.lead}>
          Find anything the CMS lets you edit (a post, a testimonial, a team member, a price, a client logo) and open
          it: choose its type, then look for a word of its title or its address.
        </p>
      </header>
      {deleted && (
        <Notice>Deleted “{deleted}”: it is gone from the CMS, and from the public site within seconds.</Notice>
      )}
      {!schema.ok && <Unavailable message={schema.message} />}
      {schema.ok && !chosen && <Unavailable message="The CMS describes nothing the console can edit." />}
      {chosen && found && (
        <>
          <FinderForm types={types} query={query} />
          <section className={styles.section} aria-labelledby="found-heading">
            <h2 id="found-heading">{upperFirst(chosen.noun)} records</h2>
            <p className={styles.links}>
              <Link href={editPath(chosen.collection)}>New {chosen.noun}</Link>
            </p>
            {found.ok ? (
              <FoundRecords collection={chosen.collection} noun={chosen.noun} words={query.words} found={found.value} />
            ) : (
              <Unavailable message={found.message} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
