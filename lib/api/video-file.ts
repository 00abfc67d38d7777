import 'server-only';
import { site } from '@/lib/site';
import { ApiError } from './errors';

/** Only a content API upload is checked: the site makes no request to a host or path the CMS merely names. */
function isContentUpload(src: string): boolean {
  try {
    const url = new URL(src);
    return url.origin === new URL(site.contentApiUrl).origin && url.pathname.startsWith('/uploads/');
  } catch {
    return false;
  }
}

/**
 * Whether a video file the content API names is really there: the page then shows the player,
 * or the poster with a clear note (a backend without ffmpeg has no seed videos). An outage throws,
 * so a page rendered once keeps its last good copy. A URL elsewhere, or one that redirects, is no video.
 */
export async function hasVideoFile(src: string): Promise<boolean> {
  if (!isContentUpload(src)) {
    console.warn(`Video not checked and not shown: ${src} is not a content API upload`);
    return false;
  }
  let response: Response;
  try {
    response = await fetch(src, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(site.contentApiTimeoutMs),
    });
  } catch (error) {
    throw new ApiError('network', 'video file', `${(error as Error).message} (${src})`);
  }
  if (response.ok) return (response.headers.get('content-type') ?? '').startsWith('video/');
  if ([404, 410].includes(response.status) || (response.status >= 300 && response.status < 400)) return false;
  throw new ApiError('status', 'video file', `HTTP ${response.status} from ${src}`, response.status);
}
