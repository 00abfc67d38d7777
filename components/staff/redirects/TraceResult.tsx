import { MAX_HOPS, type Trace, type TraceEnd } from '@/lib/staff/redirects/redirect-trace';
import lists from '@/components/staff/shell/lists.module.scss';
import styles from '../shell/staff.module.scss';

function End({ end }: { end: TraceEnd }) {
  switch (end.kind) {
    case 'page':
      return (
        <>
          Final page: <strong>{end.path}</strong>, answered {end.status}
          {end.status === 200 ? '' : end.status === 404 ? ' (not found)' : ''}
          {end.title ? `: “${end.title}”` : ''}.
        </>
      );
    case 'off-site':
      return <>It leaves this site for {end.location}, which the console does not follow.</>;
    case 'loop':
      return <>It comes back to {end.path}: a loop. Remove or change one of these redirects.</>;
    case 'too-many':
      return (
        <>
          It goes on for more than {MAX_HOPS} hops; visitors’ browsers give up. Point the first one straight at the last
          page.
        </>
      );
    case 'no-location':
      return <>The last answer is a redirect without a destination. Tell a developer.</>;
    case 'unreachable':
      return <>The site did not answer for {end.path}. Try again in a minute.</>;
  }
}

/** Each hop (status and Location) in order, then where it ends. */
export function TraceResult({ address, trace }: { address: string; trace: Trace }) {
  return (
    <div className={lists.card}>
      <h3>{address}</h3>
      {trace.hops.length > 0 ? (
        <ol className={styles.hops}>
          {trace.hops.map((hop, index) => (
            <li key={index}>
              {hop.path}: answers {hop.status}, Location {hop.location ?? '(none)'}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>No redirect: the site answers this address itself.</p>
      )}
      <p>
        <End end={trace.end} />
      </p>
    </div>
  );
}
