// The image widths and qualities the site can ask for: next.config.ts builds srcsets from them and the
// content API's variant endpoint refuses any other, so neither side can drift from the other.

/** Full-width and grid images. 1600 px is the widest original the CMS holds: a wider variant would only be an upscale. */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1600] as const;

/** Small images (profile photos, two-column grids on phones) at 1x and 2x. */
export const FIXED_WIDTHS = [48, 64, 96, 128, 256, 384] as const;

/** `quality` values components may pass; 75 is next/image's default. */
export const QUALITIES = [70, 75] as const;

export const VARIANT_WIDTHS: readonly number[] = [...FIXED_WIDTHS, ...DEVICE_WIDTHS];

/** Where the content API serves a resized copy of one of its `/uploads/…` files. */
export const VARIANTS_PREFIX = '/variants';

/** The variant URL path of an uploads path: `/uploads/images/a.webp` at 640 px, quality 75 → `/variants/640/75/images/a.webp`. */
export function variantPath(uploadPath: string, width: number, quality: number): string {
  return `${VARIANTS_PREFIX}/${width}/${quality}/${uploadPath.replace(/^\/uploads\//, '')}`;
}
