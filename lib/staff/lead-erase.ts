// What the console says of an erasure: what went, and plainly what it cannot reach (issue 37, "Privacy that holds").
import { isEmailShaped } from '@site/shared/email';
import { count } from '@/lib/text/count';

export const ERASE_LIMITS = { email: 254 } as const;

export const isEmailToErase = (email: string): boolean =>
  email.length > 0 && email.length <= ERASE_LIMITS.email && isEmailShaped(email);

/** The site keeps no export files (a CSV is made when asked and never stored), so none is erased. */
export const ERASE_FACTS = {
  removes:
    'Every lead of that address the site holds (delivered, waiting, held or rejected, also on any instance’s own disk) is deleted. The address is then kept only as a keyed fingerprint, so a copy of an old lead sent again is refused; a new form from the same person later is their new consent and is taken.',
  exports: 'The site keeps no export files: a CSV is made when you ask for it and never stored on the server.',
  cannot:
    'What the site cannot erase: the CRM’s copy of leads already delivered (ask whoever runs the CRM), emails already sent (alerts, replies), and CSV files anyone downloaded.',
} as const;

export const erasedNote = (erased: number) =>
  `Erased: ${count(erased, 'lead')} removed and the address suppressed. The CRM’s copy and emails already sent are not erased by the site.`;
