// The foot of an existing record's editor: what links to it and what becomes of each, unpublishing offered instead,
// and the delete itself, confirmed by typing the record's slug.
import Link from 'next/link';
import { recordPage } from '@/lib/staff/screens';
import staff from '@/components/staff/shell/staff.module.scss';
import { deleteRecordAction } from '@/lib/staff/editor/delete-action';
import type { TypeDescription } from '@/lib/staff/editor/editor-schema';
import { groupLinks, type LinkGroups } from '@/lib/staff/editor/link-groups';
import { previewTypeOf } from '@/lib/staff/content/cms-records';
import { readRecordLinks } from '@/lib/staff/editor/record-links';
import { DeleteForm } from './DeleteForm';
import { LinkedRecords } from './LinkedRecords';
import styles from './editor.module.scss';

interface DeleteRecordProps {
  type: TypeDescription;
  slug: string;
}

/** What links to it, then the form; none while others sit under it, as the CMS would refuse. */
function LinksThenForm({ type, slug, groups }: DeleteRecordProps & { groups: LinkGroups }) {
  return (
    <>
      <LinkedRecords groups={groups} noun={type.noun} />
      {groups.children.length === 0 && (
        <DeleteForm collection={type.collection} slug={slug} noun={type.noun} action={deleteRecordAction} />
      )}
    </>
  );
}

export async function DeleteRecord({ type, slug }: DeleteRecordProps) {
  const links = await readRecordLinks(type.collection, slug);
  const publicationType = previewTypeOf(type.collection);
  return (
    <section className={styles.section} aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete this {type.noun}</h2>
      <p className={staff.lead}>
        It leaves the public site within seconds (its page, if it has one, answers “page not found”), its preview links
        stop working and its history is deleted with it. This cannot be undone.
      </p>
      {publicationType && (
        <p>
          To take it off the site but keep it,{' '}
          <Link href={recordPage({ type: publicationType, slug })}>unpublish it instead</Link>: choose Draft under State
          and schedule.
        </p>
      )}
      {links.ok ? (
        <LinksThenForm type={type} slug={slug} groups={groupLinks(links.value, type)} />
      ) : (
        // Not a live region: the editor's own status line is the page's one.
        <p className={staff.notice}>
          The console cannot tell what links to this {type.noun}, so it does not offer to delete it now. {links.message}
        </p>
      )}
    </section>
  );
}
