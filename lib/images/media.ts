// The content API's images are served from the page's own origin: the page's largest image then comes over the
// page's own HTTP/2 connection, with no DNS, TCP and TLS set-up of its own (docs/images.md).
import { variantPath } from '@site/shared/image-widths';

/** Where the site serves the content API's `/variants/…` and `/uploads/…` (next.config.ts rewrites it there). */
export const MEDIA_PREFIX = '/media';

// Rasters the variant endpoint can resize; SVGs scale by themselves, so any width is the same file.
const RESIZABLE = /\.(?:webp|png|jpe?g|avif)$/i;

/** The content API's origin, inlined at build by next.config.ts (`env`): the loader also runs in client islands. */
export const contentApiOrigin = (): string | undefined => process.env.CONTENT_API_ORIGIN;

/** Whether `url` is on this site's content API, which the site serves from its own origin. */
const onContentApi = (url: URL): boolean => url.origin === contentApiOrigin();

/** A file under some origin's `/uploads/`, or null for anything else. */
function upload(src: string): URL | null {
  if (src.startsWith('/') || !URL.canParse(src)) return null;
  const url = new URL(src);
  return url.pathname.startsWith('/uploads/') ? url : null;
}

/** A raster upload (`…/uploads/…`) the variant endpoint can resize, or null for anything else. */
export function resizableUpload(src: string): URL | null {
  const url = upload(src);
  return url && RESIZABLE.test(url.pathname) ? url : null;
}

/** A raster upload of this site's content API: one the site serves variants of from its own origin. */
export function contentApiUpload(src: string): URL | null {
  const url = resizableUpload(src);
  return url && onContentApi(url) ? url : null;
}

/** An upload's variant: from the page's origin for the content API's, from the upload's origin for any other. */
export function variantUrl(url: URL, width: number, quality: number): string {
  const path = variantPath(url.pathname, width, quality);
  return onContentApi(url) ? `${MEDIA_PREFIX}${path}` : `${url.origin}${path}`;
}

/** A file served as it is (an SVG logo): from the page's origin when it is the content API's upload. */
export function asUploaded(src: string): string {
  const url = upload(src);
  return url && onContentApi(url) ? `${MEDIA_PREFIX}${url.pathname}` : src;
}
