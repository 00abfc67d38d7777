import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { PREVIEW_TOKEN_MAX } from '@site/shared/preview-token';

/** The httpOnly cookie that keeps a preview link's token for the data layer while draft mode is on. */
export const PREVIEW_COOKIE = '__preview_token';

/** The preview token of this request when draft mode is on, else null (every prerender and public visit). */
export async function activePreviewToken(): Promise<string | null> {
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    // Outside a request (build-time params, the webhook's background work): never a preview.
    return null;
  }
  if (!enabled) return null;
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  return token && token.length <= PREVIEW_TOKEN_MAX ? token : null;
}
