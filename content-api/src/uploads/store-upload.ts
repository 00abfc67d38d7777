import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { slugify } from '@site/shared/slugify';
import { HttpError } from '../http/errors.ts';
import { writeAtomically } from '../write-atomically.ts';

/** The largest file an upload takes: a phone's full-size photo with room to spare. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** Stored originals are at most this wide and tall; the resizer makes every smaller size from them. */
const STORED_MAX_SIDE = 4_000;
/** A decompression bomb stops here (about 50 megapixels), before any pixel is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

// What sharp reads the bytes as → the stored file's extension; anything else is refused, whatever the file's name.
const RASTER = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', heif: 'avif' } as const;

export interface StoredUpload {
  /** The path a field takes (`/uploads/images/2026-11/team-photo-1a2b3c4d.jpg`). */
  path: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
}

const unsupported = () =>
  new HttpError(415, 'not an image the site can show: upload a JPEG, PNG, WebP, AVIF, GIF or SVG file');

/** The file name's words, for a readable stored name; a name with none becomes "upload". */
const stemOf = (name: string) => slugify(path.parse(name).name).slice(0, 60).replace(/-+$/, '') || 'upload';

/** Re-encodes a raster image upright, at most STORED_MAX_SIDE, without its EXIF (GPS, camera) or other metadata. */
async function cleaned(
  bytes: Buffer,
  format: keyof typeof RASTER,
): Promise<{ data: Buffer; width: number; height: number }> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: format === 'gif' })
    .rotate()
    .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : format === 'heif'
        ? image.avif({ quality: 70 })
        : image.toFormat(format);
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Stores an upload under `uploads/images/<year-month>/`, named by its words and its content's hash: a stored path
 * never changes its bytes, as the year-long immutable caching of /uploads/ requires.
 */
export async function storeUpload(uploadsDir: string, bytes: Buffer, name: string, now: Date): Promise<StoredUpload> {
  if (!bytes.length) throw new HttpError(400, 'the upload is empty: send the file as the request body');
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  const format = metadata.format;
  let stored: { data: Buffer; width: number; height: number; extension: string };
  if (format === 'svg') {
    // Kept as sent: /uploads/ serves SVGs under a policy that runs no script in them.
    stored = { data: bytes, width: metadata.width ?? 0, height: metadata.height ?? 0, extension: 'svg' };
  } else if (format && Object.hasOwn(RASTER, format)) {
    const raster = format as keyof typeof RASTER;
    if (raster === 'heif' && metadata.compression !== 'av1') throw unsupported();
    stored = { ...(await cleaned(bytes, raster)), extension: RASTER[raster] };
  } else throw unsupported();
  const hash = createHash('sha256').update(stored.data).digest('hex').slice(0, 12);
  const relative = path.posix.join(
    'images',
    now.toISOString().slice(0, 7),
    `${stemOf(name)}-${hash}.${stored.extension}`,
  );
  const file = path.join(uploadsDir, relative);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await writeAtomically(file, stored.data);
  return {
    path: `/uploads/${relative}`,
    format: stored.extension,
    width: stored.width,
    height: stored.height,
    bytes: stored.data.length,
  };
}
