import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * The calling client, for per-client limits: the production server replaces `x-forwarded-for` with the one
 * address it trusts (from the proxies TRUSTED_PROXIES names), so its first entry is the client.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

export const clientOf = (request: Request): string => clientAddress(request.headers);

/**
 * What a per-client limit counts: an IPv4 address, or an IPv6 address's /64, the block one home or phone is given
 * whole (its devices pick any address in it, so each address alone would be a new client at will).
 */
export function limitKeyOf(address: string): string {
  // Anything else is cut short: under `next dev` the header is the client's word, and keys are held in memory.
  if (!isIP(address)) return address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${network.map((part) => part.toString(16)).join(':')}::/64`;
}
