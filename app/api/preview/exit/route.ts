import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { PREVIEW_COOKIE } from '@/lib/preview/request';
import { samePath } from '@/lib/preview/paths';

/** Leaves draft mode and goes back to the page (`?to=`, a path on this site only; else the home page). */
export async function GET(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  return new Response(null, {
    status: 303,
    headers: { location: samePath(request.nextUrl.searchParams.get('to')), 'cache-control': 'private, no-store' },
  });
}
