// The staff console's nonce policy, the way Next's CSP guide gives a page a nonce ("Adding a nonce with Proxy"): a
// fresh nonce in the request's CSP, which Next reads and puts on every script it writes, and the same policy on the
// answer, with the console's other headers. Only /staff runs it (config.matcher): the public pages are prerendered,
// one HTML for everyone, and keep the hashed policy the site's server gives them (next-glue/server/README.md).
import { NextResponse, type NextRequest } from 'next/server';
import { site } from '@/lib/site';
import { newNonce, STAFF_ANSWER_HEADERS, staffPolicy } from '@/lib/staff/console-policy';
import { STAFF_PATH_HEADER } from '@/lib/staff/paths';

// As the public policy decides it (lib/security/headers.ts), from the site's own address.
const HTTPS = site.siteUrl.startsWith('https:');

export function proxy(request: NextRequest): NextResponse {
  const policy = staffPolicy(newNonce(), HTTPS);
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  // The page asked for, where sign-in sends the person back (lib/staff/session.ts).
  headers.set(STAFF_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(STAFF_ANSWER_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  // The console and everything below it, prefetches too (unlike the guide's matcher): every console answer is
  // private. Next also tries each path decoded, so `/%73taff` runs it as well.
  matcher: '/staff/:path*',
};
