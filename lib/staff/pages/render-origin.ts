import 'server-only';
import { headers } from 'next/headers';
import { instanceOrigin } from '@/lib/revalidate/re-render';

/** Where a console refresh's re-renders go: this instance under the site's server, else (next start) the request's host. */
export async function renderOrigin(): Promise<string> {
  const asked = await headers();
  return instanceOrigin() || `${asked.get('x-forwarded-proto') ?? 'http'}://${asked.get('host')}`;
}
