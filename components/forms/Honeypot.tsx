import { HONEYPOT_FIELD } from '@/lib/forms/state';
import styles from './honeypot.module.scss';

/**
 * The bots' field: off screen, out of the tab order and hidden from assistive technology (so no screen reader
 * asks anyone to fill it), never autofilled.
 */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
