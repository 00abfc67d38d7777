import fs from 'node:fs';
import path from 'node:path';
import { QUALITIES, VARIANT_WIDTHS } from '@site/shared/image-widths';
import { HttpError, badRequest } from '../http/errors.ts';
import type { Urls } from '../http/urls.ts';

export type VariantFormat = 'avif' | 'webp';

export interface VariantRequest {
  width: number;
  quality: number;
  format: VariantFormat;
  /** The original, an absolute path inside the uploads folder. */
  source: string;
  /** The original's path under the uploads folder, e.g. `images/card-01.webp`. */
  relative: string;
}

const RASTER = /\.(?:webp|png|jpe?g)$/i;

/** Only the widths and qualities next.config.ts can ask for, so a caller cannot fill the disk with variants. */
function allowed(name: string, raw: string, values: readonly number[]): number {
  const value = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || !values.includes(value)) {
    throw badRequest(`bad ${name}: ${raw.slice(0, 20)} (one of ${values.join(', ')})`);
  }
  return value;
}

/** AVIF only when the client names it (browsers that decode it do); WebP otherwise, which every current browser and crawler reads. */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  const named = (accept ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [range, ...params] = part.split(';').map((piece) => piece.trim());
      return range === 'image/avif' && !params.some((param) => /^q=0(?:\.0*)?$/.test(param));
    });
  return named ? 'avif' : 'webp';
}

/** Checks a `/variants/{width}/{quality}/{path}` request: 400 for a bad width, quality or path, 404 for a missing original. */
export function parseVariantRequest(
  params: { width: string; quality: string; '*': string },
  accept: string | undefined,
  { uploadsDir, urls }: { uploadsDir: string; urls: Urls },
): VariantRequest {
  const width = allowed('width', params.width, VARIANT_WIDTHS);
  const quality = allowed('quality', params.quality, QUALITIES);
  // The same rule as stored image paths: plain segments only, so no `..`, no absolute path, no encoded tricks.
  const stored = urls.storedImage(`/uploads/${params['*']}`);
  if (!stored) throw badRequest('bad image path');
  if (!RASTER.test(stored))
    throw badRequest('only WebP, PNG and JPEG uploads have variants; SVGs are served from /uploads/');
  const relative = stored.slice('/uploads/'.length);
  const source = path.resolve(uploadsDir, relative);
  if (!source.startsWith(path.resolve(uploadsDir) + path.sep)) throw badRequest('bad image path');
  if (!fs.existsSync(source)) throw new HttpError(404, 'no such image');
  return { width, quality, format: negotiateFormat(accept), source, relative };
}
