/**
 * The calling client, for per-client limits: the production server replaces `x-forwarded-for` with the one
 * address it trusts (next-glue/server/client-address.mjs, TRUSTED_PROXIES), so its first entry is the client.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

export const clientOf = (request: Request): string => clientAddress(request.headers);
