import { LEAD_FORM_COPY } from '@/lib/copy/lead-forms';
import styles from './field.module.scss';

/** Said when the CRM did not answer and the form was not sent. */
export function CrmUnreachableAlert({ className }: { className?: string }) {
  return (
    <p role="alert" className={`${styles.error} ${className ?? ''}`}>
      {LEAD_FORM_COPY.crmUnreachable}
    </p>
  );
}
