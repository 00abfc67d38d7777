// The session cookie: a random id only, HttpOnly, SameSite=Strict, Secure (and __Host-) when the site is on https.
import { ABSOLUTE_MS } from './sessions';

export function sessionCookie(siteUrl: string) {
  const secure = siteUrl.startsWith('https:');
  return {
    name: secure ? '__Host-staff-session' : 'staff-session',
    options: { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: ABSOLUTE_MS / 1000 } as const,
  };
}
