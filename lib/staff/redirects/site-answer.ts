// What the site really answers for a redirect's old address, said against what the redirect asks for.
import type { StoredRedirect } from '../cms/admin-schemas';
import type { Hop } from './redirect-trace';

export interface SiteAnswer {
  /** True when the site sends visitors where the redirect says, with the right kind of move. */
  ok: boolean;
  text: string;
}

/** The status the site answers for a redirect: 308 for a permanent move (301, 308), 307 for a temporary one. */
const siteStatusOf = (redirect: Pick<StoredRedirect, 'status'>) => (redirect.status === 302 ? 307 : 308);

export function describeSiteAnswer(redirect: StoredRedirect, hop: Hop | null, origin: string): SiteAnswer {
  if (hop === null) return { ok: false, text: 'The site did not answer. Check again in a minute.' };
  const expected = siteStatusOf(redirect);
  if (hop.status === expected && hop.location !== null) {
    const lands = new URL(hop.location, origin);
    const to = new URL(redirect.to, origin);
    const same = lands.href === to.href;
    const where = `${lands.pathname}${lands.search}${lands.hash}`;
    return same
      ? { ok: true, text: `Answers ${hop.status} → ${where}` }
      : { ok: false, text: `Answers ${hop.status} → ${where}, not ${redirect.to}: reload in a few seconds.` };
  }
  if (hop.status >= 200 && hop.status < 300)
    return { ok: false, text: `Answers ${hop.status}: a page lives at this address, so this redirect does not apply.` };
  if (hop.status === 404) return { ok: false, text: 'Answers 404 (not found): reload in a few seconds.' };
  return { ok: false, text: `Answers ${hop.status}${hop.location ? ` → ${hop.location}` : ''}, not ${expected}.` };
}
