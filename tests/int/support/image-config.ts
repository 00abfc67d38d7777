import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { DEVICE_WIDTHS, FIXED_WIDTHS, QUALITIES } from '@site/shared/image-widths';
import { site } from '@/lib/site';

/**
 * `next build` inlines next.config.ts's images config as `process.env.__NEXT_IMAGE_OPTS` for `getImageProps`;
 * set it here, before next/image loads, so unit tests see the site's widths and not Next's defaults.
 * (A plain object: Node's own `process.env` would turn it into a string.)
 */
export function installImageConfig() {
  const images = {
    ...imageConfigDefault,
    loader: 'custom',
    deviceSizes: [...DEVICE_WIDTHS],
    imageSizes: [...FIXED_WIDTHS],
    qualities: [...QUALITIES],
  };
  // next.config.ts's `env` inlines the content API's origin too, for the loader (lib/images/media.ts).
  const CONTENT_API_ORIGIN = new URL(site.contentApiUrl).origin;
  process.env = { ...process.env, __NEXT_IMAGE_OPTS: images as unknown as string, CONTENT_API_ORIGIN };
}
