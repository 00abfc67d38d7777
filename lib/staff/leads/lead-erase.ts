// What the console says of an erasure: what went from each place, and plainly what it cannot reach.
import { isEmailShaped } from '@site/shared/email';
import { count } from '@/lib/text/count';

export const ERASE_LIMITS = { email: 254 } as const;

export const isEmailToErase = (email: string): boolean =>
  email.length > 0 && email.length <= ERASE_LIMITS.email && isEmailShaped(email);

/** The site keeps no export files (a CSV is made when asked and never stored), so none is erased. */
export const ERASE_FACTS = {
  removes:
    'Every lead of that address the site holds (delivered, waiting, held or rejected, also on any instance’s own disk) is deleted, with its alerts, and so are the quotes of that address the content API (CMS) stores. The address is then kept only as a keyed fingerprint, so a copy of an old lead sent again is refused; a new form from the same person later is their new consent and is taken.',
  exports: 'The site keeps no export files: a CSV is made when you ask for it and never stored on the server.',
  cannot:
    'What the site cannot erase: the CRM’s copy of leads already delivered (ask whoever runs the CRM), emails already sent (alerts, replies), and CSV files anyone downloaded.',
} as const;

/** How many went from each place; `quotes` is null when the content API could not be asked. */
export interface Erasure {
  leads: number;
  alerts: number;
  quotes: number | null;
}

const NOT_REACHED = 'The CRM’s copy and emails already sent are not erased by the site.';

/** What an erasure did, place by place; the content API's problem in words when its quotes were not reached. */
export function erasureNote(
  erasure: Erasure,
  email: string | null,
  cmsProblem = 'The content API did not take the request.',
): string {
  if (erasure.leads === 0 && erasure.quotes === 0)
    return `No lead matched ${email ?? 'that address'}: nothing was erased.`;
  const site = `${count(erasure.leads, 'lead')} from the site’s inbox, ${count(erasure.alerts, 'alert')}`;
  if (erasure.quotes === null)
    return `Erased ${site}, and the address suppressed. The content API’s quotes were not erased. ${cmsProblem} Then erase this address again.`;
  return `Erased ${site} and ${count(erasure.quotes, 'quote')} from the content API, and the address suppressed. ${NOT_REACHED}`;
}

const COUNT = /^\d{1,6}$/;

/** The erasure a lead's page reports to the inbox it returns to, in the address (counts only, never whom). */
export const erasureParams = ({ leads, alerts, quotes }: Erasure): string =>
  new URLSearchParams({ erased: String(leads), alerts: String(alerts), quotes: String(quotes ?? 'failed') }).toString();

/** The erasure named by the inbox's address, or null. */
export function erasureOfParams(params: Record<string, string | string[] | undefined>): Erasure | null {
  const [leads, alerts, quotes] = [params.erased, params.alerts, params.quotes];
  if (typeof leads !== 'string' || !COUNT.test(leads) || typeof alerts !== 'string' || !COUNT.test(alerts)) return null;
  if (quotes !== 'failed' && (typeof quotes !== 'string' || !COUNT.test(quotes))) return null;
  return { leads: Number(leads), alerts: Number(alerts), quotes: quotes === 'failed' ? null : Number(quotes) };
}
