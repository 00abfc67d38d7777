// The next/image loader (next.config.ts `images.loaderFile`): the content API resizes and encodes images,
// so `next start` never runs an image optimiser (its /_next/image route answers 404 with a custom loader).
import { asUploaded, resizableUpload, variantUrl } from './media';

interface LoaderParams {
  src: string;
  width: number;
  quality?: number;
}

/**
 * A content API raster → its variant at `width` (the endpoint picks AVIF or WebP from the browser's Accept),
 * and a content API SVG as it is, both from the site's own `/media/…`. The site's own files in `public/` are
 * small SVG illustrations that `next start` serves as static files, with no resizing to do.
 */
export default function contentApiImageLoader({ src, width, quality }: LoaderParams): string {
  const upload = resizableUpload(src);
  return upload ? variantUrl(upload, width, quality ?? 75) : asUploaded(src);
}
