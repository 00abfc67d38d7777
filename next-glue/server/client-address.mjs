// @ts-check
// Who is asking: the one address the site's rate limits key on. X-Forwarded-For is a client's word unless
// the peer that sent it is a proxy we run, so it is read only from the addresses TRUSTED_PROXIES names.
import { BlockList, isIP } from 'node:net';
/** @import { IncomingMessage } from 'node:http' */

/** The header Next and the site's code read the client from; the server always overwrites it. */
const CLIENT_HEADER = 'x-forwarded-for';

// An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
/** @param {string | undefined} address */
const plain = (address) =>
  address?.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * Parses `TRUSTED_PROXIES`: addresses or CIDR ranges, comma-separated (`127.0.0.1, 10.0.0.0/8, ::1`).
 * Throws naming the first entry that is neither.
 * @param {string} [value]
 * @returns {BlockList}
 */
export function parseTrustedProxies(value = '') {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    // split() always yields a first item.
    const [address, bits, extra] = /** @type {[string, string?, string?]} */ (entry.split('/'));
    const family = isIP(address ?? '');
    const prefix = Number(bits);
    const validPrefix = bits === undefined || (/^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128));
    if (!family || extra !== undefined || !validPrefix) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

/** @param {BlockList} trusted @param {string} address */
const isTrusted = (trusted, address) => {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the right-most address in
 * X-Forwarded-For that is not one (each proxy appends the address it saw, so entries left of it are forgeable).
 * @param {string | undefined} peer
 * @param {string | undefined} forwardedFor
 * @param {BlockList} trusted
 * @returns {string}
 */
export function clientAddress(peer, forwardedFor, trusted) {
  let client = plain(peer) ?? 'unknown';
  if (!isTrusted(trusted, client)) return client;
  const hops = String(forwardedFor ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()));
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index];
    if (!hop || !isIP(hop)) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}

/**
 * Replaces the request's forwarding headers with the one address worked out above.
 * @param {IncomingMessage} req
 * @param {BlockList} trusted
 * @returns {void}
 */
export function setClientAddress(req, trusted) {
  const forwarded = req.headers[CLIENT_HEADER];
  req.headers[CLIENT_HEADER] = clientAddress(
    req.socket?.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trusted,
  );
  delete req.headers['x-real-ip'];
}
