// A stored image path as the console shows it: a small variant from the site's own origin, an SVG as it is.
import { variantPath } from '@site/shared/image-widths';
import { MEDIA_PREFIX } from '@/lib/images/media';

const UPLOAD = /^\/uploads\/[\w./-]+$/;
const RESIZABLE = /\.(?:webp|png|jpe?g|avif)$/i;

/** Where to show `path` at 256 px, or null for what is not a stored upload (the field shows no picture then). */
export function thumbnailOf(path: string): string | null {
  if (!UPLOAD.test(path) || path.includes('..')) return null;
  return RESIZABLE.test(path) ? `${MEDIA_PREFIX}${variantPath(path, 256, 70)}` : `${MEDIA_PREFIX}${path}`;
}
