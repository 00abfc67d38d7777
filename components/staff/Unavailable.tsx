import styles from './shell/staff.module.scss';

/** Where the CMS does not offer a section (or could not be asked): one sentence in its place. */
export function Unavailable({ message }: { message: string }) {
  return (
    <p className={styles.notice} role="status">
      {message}
    </p>
  );
}
