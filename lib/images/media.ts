// The content API's resized images are served from the page's own origin: the page's largest image then comes
// over the page's own HTTP/2 connection, with no DNS, TCP and TLS set-up of its own (docs/images.md).
import { variantPath } from '@site/shared/image-widths';

/** Where the site serves the content API's `/variants/…` (next.config.ts rewrites it there; the edge caches it). */
export const MEDIA_PREFIX = '/media';

// Rasters the variant endpoint can resize; SVGs scale by themselves, so any width is the same file.
const RESIZABLE = /\.(?:webp|png|jpe?g|avif)$/i;

/** The content API's origin, inlined at build by next.config.ts (`env`): the loader also runs in client islands. */
export const contentApiOrigin = (): string | undefined => process.env.CONTENT_API_ORIGIN;

/** A raster upload of the content API (`…/uploads/…`), or null for anything else. */
export function resizableUpload(src: string): URL | null {
  if (src.startsWith('/') || !URL.canParse(src)) return null;
  const url = new URL(src);
  return url.pathname.startsWith('/uploads/') && RESIZABLE.test(url.pathname) ? url : null;
}

/** A raster upload of this site's content API: one the site serves variants of from its own origin. */
export function contentApiUpload(src: string): URL | null {
  const upload = resizableUpload(src);
  return upload?.origin === contentApiOrigin() ? upload : null;
}

/**
 * The URL of an upload's variant: on the page's own origin for the content API's uploads, on the upload's
 * origin for any other (which the site cannot proxy). SVG uploads stay on the content API's origin, where a
 * script inside one could never run as the site.
 */
export function variantUrl(upload: URL, width: number, quality: number): string {
  const path = variantPath(upload.pathname, width, quality);
  return upload.origin === contentApiOrigin() ? `${MEDIA_PREFIX}${path}` : `${upload.origin}${path}`;
}
