import 'server-only';
import { site } from '@/lib/site';
import { ApiError } from './errors';

/**
 * Whether a video file the content API names is really there: the page then shows the player,
 * or the poster with a clear note (a backend without ffmpeg has no seed videos). An outage throws,
 * so a page rendered once keeps its last good copy.
 */
export async function hasVideoFile(src: string): Promise<boolean> {
  try {
    const response = await fetch(src, { method: 'HEAD', signal: AbortSignal.timeout(site.contentApiTimeoutMs) });
    if (response.ok) return (response.headers.get('content-type') ?? '').startsWith('video/');
    if (response.status === 404 || response.status === 410) return false;
    throw new ApiError('status', 'video file', `HTTP ${response.status} from ${src}`, response.status);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('network', 'video file', `${(error as Error).message} (${src})`);
  }
}
