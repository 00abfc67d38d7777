// The console's own addresses, and the only return paths sign-in follows: console pages, never elsewhere.
export const SIGN_IN_PATH = '/staff/sign-in';
export const FORBIDDEN_PATH = '/staff/forbidden';
export const ACCOUNT_PATH = '/staff/account';
/** The request header proxy.ts fills with the console path asked for; the site's server drops a client's own. */
export const STAFF_PATH_HEADER = 'x-staff-path';

const MAX_RETURN_LENGTH = 512;
// A console path: /staff, or below it; letters, digits and the few marks a console query uses.
const CONSOLE_PATH = /^\/staff(?:\/[A-Za-z0-9/_-]*)?(?:\?[A-Za-z0-9=&%._-]*)?$/;

/** `path` if sign-in may send the person back there, else null. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || path.length > MAX_RETURN_LENGTH || !CONSOLE_PATH.test(path) || path.includes('//')) return null;
  if (path.startsWith(SIGN_IN_PATH) || path.startsWith('/staff/join')) return null;
  return path;
}

export const signInPath = (returnTo?: string | null): string => {
  const safe = safeReturnPath(returnTo);
  return safe ? `${SIGN_IN_PATH}?next=${encodeURIComponent(safe)}` : SIGN_IN_PATH;
};
