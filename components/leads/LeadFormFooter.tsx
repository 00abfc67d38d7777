import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/Button';
import { LEAD_FORM_COPY as COPY } from '@/lib/copy/lead-forms';
import { UI_COPY } from '@/lib/copy/ui';
import { routes } from '@/lib/routes';
import styles from './lead-form.module.scss';

/** The submit button, the privacy note (its link opens in a new tab, so the form keeps what was typed) and any extra line. */
export function LeadFormFooter({ submitLabel, children }: { submitLabel: string; children?: ReactNode }) {
  return (
    <div className={styles.footer}>
      <Button type="submit" className={styles.submit}>
        {submitLabel}
      </Button>
      <p className={styles.note}>
        {COPY.privacy.before}
        <Link href={routes.privacy} target="_blank" rel="noopener noreferrer" prefetch={false}>
          {COPY.privacy.link}
          <span className="visually-hidden">{UI_COPY.newTab}</span>
        </Link>
        {COPY.privacy.after}
      </p>
      {children}
    </div>
  );
}
