// What a server action knows of its request: the client's address (per-address limits), and the session cookie.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { clientAddress } from '@/lib/client-address';
import { site } from '@/lib/site';
import { sessionCookie } from './sign-in/cookie';

export const requestAddress = async (): Promise<string> => clientAddress(await headers());

export async function startSessionCookie(token: string): Promise<void> {
  const { name, options } = sessionCookie(site.siteUrl);
  (await cookies()).set(name, token, options);
}

/** The session cookie's value, and the cookie gone from the browser. */
export async function takeSessionCookie(): Promise<string | null> {
  const jar = await cookies();
  const { name } = sessionCookie(site.siteUrl);
  const token = jar.get(name)?.value ?? null;
  jar.delete(name);
  return token;
}
