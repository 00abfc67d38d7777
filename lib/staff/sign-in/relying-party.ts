// The WebAuthn relying party is the site itself: SITE_URL's host and origin. Browsers refuse an IP address as
// its id, so a site reached by IP (http://127.0.0.1:3000) cannot use passkeys: use http://localhost:3000.
import { isIP } from 'node:net';

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(siteUrl: string, brandName: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: `${brandName} staff console` };
}

/** Why passkeys cannot work on this address, or null when they can. */
export function passkeyProblem(rp: RelyingParty): string | null {
  const host = rp.id.replace(/^\[|\]$/g, '');
  if (isIP(host))
    return `Passkeys need a host name, not the address ${host}: set SITE_URL to a name (http://localhost:<port> on this machine).`;
  if (!rp.origin.startsWith('https:') && rp.id !== 'localhost')
    return `Passkeys need https (or localhost): set SITE_URL to the https address staff use.`;
  return null;
}
