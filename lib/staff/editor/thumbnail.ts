// A stored image path as the console shows it: a small variant from the site's own origin, an SVG as it is.
import { variantPath } from '@site/shared/image-widths';
import { withoutFocus } from '@site/shared/image-focus';
import { MEDIA_PREFIX } from '@/lib/images/media';

const UPLOAD = /^\/uploads\/[\w./-]+$/;
const RESIZABLE = /\.(?:webp|png|jpe?g|avif)$/i;

/** Where to show `path` at `width` px, or null for what is not a stored upload (the field shows no picture then). */
export function thumbnailOf(path: string, width: 256 | 640 = 256): string | null {
  const file = withoutFocus(path);
  if (!UPLOAD.test(file) || file.includes('..')) return null;
  return RESIZABLE.test(file) ? `${MEDIA_PREFIX}${variantPath(file, width, 70)}` : `${MEDIA_PREFIX}${file}`;
}

/** A stored photo, which pages may cut to fit a card or a banner; an SVG is always drawn whole, so it has no focal point. */
export const isCutToFit = (path: string): boolean => thumbnailOf(path) !== null && RESIZABLE.test(withoutFocus(path));
