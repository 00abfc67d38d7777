// The next/image loader (next.config.ts `images.loaderFile`): the content API resizes and encodes images,
// so `next start` never runs an image optimiser (its /_next/image route answers 404 with a custom loader).
import { variantPath } from '@site/shared/image-widths';

interface LoaderParams {
  src: string;
  width: number;
  quality?: number;
}

// Rasters the variant endpoint can resize; SVGs scale by themselves, so any width is the same file.
const RESIZABLE = /\.(?:webp|png|jpe?g|avif)$/i;

/**
 * A content API upload → its variant at `width` (the endpoint picks AVIF or WebP from the browser's Accept).
 * Anything else is served as it is: the site's own files in `public/` are small SVG illustrations that
 * `next start` serves as static files, with no resizing to do.
 */
export default function contentApiImageLoader({ src, width, quality }: LoaderParams): string {
  if (src.startsWith('/')) return src;
  const url = new URL(src);
  if (!url.pathname.startsWith('/uploads/') || !RESIZABLE.test(url.pathname)) return src;
  return `${url.origin}${variantPath(url.pathname, width, quality ?? 75)}`;
}
