import type { ActionNote } from '@/lib/staff/action-note';
import type { StoredRedirect } from '@/lib/staff/cms/admin-schemas';
import type { SiteAnswer } from '@/lib/staff/redirects/site-answer';
import { ActionButton } from '../ActionButton';
import { LocalTime } from '@/components/staff/LocalTime';
import lists from '@/components/staff/shell/lists.module.scss';
import styles from '../shell/staff.module.scss';

interface RedirectListProps {
  redirects: readonly StoredRedirect[];
  answers: ReadonlyMap<number, SiteAnswer>;
  remove: (previous: ActionNote, data: FormData) => Promise<ActionNote>;
}

/** Each redirect: where it goes, what kind, who made it and when, what the site really answers, and Remove. */
export function RedirectList({ redirects, answers, remove }: RedirectListProps) {
  return (
    <ul className={lists.cards} role="list" aria-label="Redirects">
      {redirects.map((redirect) => {
        const answer = answers.get(redirect.id);
        return (
          <li key={redirect.id} className={lists.card}>
            <h3>
              {redirect.from} → {redirect.to}
            </h3>
            <dl className={styles.facts}>
              <div className={styles.pair}>
                <dt>Kind</dt>
                <dd>{redirect.status === 302 ? 'Temporary' : 'Permanent'}</dd>
              </div>
              <div className={styles.pair}>
                <dt>Made by</dt>
                <dd>
                  {redirect.created_by}, <LocalTime at={redirect.created_at} />
                </dd>
              </div>
              <div className={styles.pair}>
                <dt>The site</dt>
                <dd className={answer?.ok ? undefined : styles.error}>{answer?.text ?? 'Not checked.'}</dd>
              </div>
            </dl>
            <p className={styles.links}>
              <a href={`?address=${encodeURIComponent(redirect.from)}#trace-heading`}>
                Where does it go?<span className="visually-hidden"> {redirect.from}</span>
              </a>
            </p>
            <ActionButton
              action={remove}
              fields={{ id: String(redirect.id) }}
              label="Remove"
              accessibleLabel={`Remove the redirect from ${redirect.from}`}
            />
          </li>
        );
      })}
    </ul>
  );
}
