// @ts-check
// The line the server prints once it listens: one address to open. Under `npm start` that is SITE_URL
// (http://localhost:<port>), the name passkeys accept; they refuse an IP address such as 127.0.0.1.

/** Names for this machine a browser reaches the server by. */
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** @param {URL} url */
const portOf = (url) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * @param {{ hostname: string, port: number, siteUrl: string | undefined }} server
 * @returns {string}
 */
export function readyLine({ hostname, port, siteUrl }) {
  const listening = `${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
  if (!siteUrl) return `Site ready on http://${listening}`;
  const site = URL.canParse(siteUrl) ? new URL(siteUrl) : null;
  // SITE_URL is this very process when it names this machine and this port.
  if (site && LOCAL_NAMES.has(site.hostname) && portOf(site) === port) return `Site ready on ${site.origin}`;
  return `Site ready: listening on ${listening} for ${siteUrl.replace(/\/+$/, '')}`;
}
