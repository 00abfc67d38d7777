import type { ActionNote } from '@/lib/staff/action-note';
import type { PreviewLinkRow } from '@/lib/staff/cms/admin-schemas';
import { ActionButton } from '../ActionButton';
import { LocalTime } from '@/components/staff/LocalTime';
import lists from '@/components/staff/shell/lists.module.scss';
import styles from '../shell/staff.module.scss';

interface PreviewLinkListProps {
  links: readonly PreviewLinkRow[];
  revoke: (previous: ActionNote, data: FormData) => Promise<ActionNote>;
}

function Standing({ link }: { link: PreviewLinkRow }) {
  if (link.revoked_at)
    return (
      <>
        Revoked <LocalTime at={link.revoked_at} />: it opens nothing.
      </>
    );
  if (link.record_deleted_at) return <>Opens nothing: the record was deleted.</>;
  return (
    <>
      Works until <LocalTime at={link.expires_at} />
    </>
  );
}

/** The record's links that have not expired, newest first, each revocable on its own while it works. */
export function PreviewLinkList({ links, revoke }: PreviewLinkListProps) {
  if (links.length === 0) return <p className={styles.hint}>No preview links yet, or all have expired.</p>;
  return (
    <ul className={lists.cards} role="list" aria-label="Preview links">
      {links.map((link) => (
        <li key={link.id} className={lists.card}>
          <h3>Link {link.id}</h3>
          <p className={styles.hint}>
            Made <LocalTime at={link.created_at} />. <Standing link={link} />
          </p>
          {!link.revoked_at && !link.record_deleted_at && (
            <ActionButton
              action={revoke}
              fields={{ id: String(link.id) }}
              label="Revoke"
              accessibleLabel={`Revoke link ${link.id}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
