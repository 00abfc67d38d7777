import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { writeAtomically } from '../write-atomically.ts';
import type { JobLimit } from './job-limit.ts';
import type { VariantRequest } from './variant-request.ts';

// AVIF holds the same detail at a lower quality number than WebP; effort 3 keeps a 1600 px encode near a second on one core.
const encoders = {
  avif: (image: Sharp, quality: number) => image.avif({ quality: Math.max(30, quality - 20), effort: 3 }),
  webp: (image: Sharp, quality: number) => image.webp({ quality, effort: 4 }),
};

export interface VariantStore {
  /** The variant's file on disk, encoded now if it is missing or older than its original. */
  file(request: VariantRequest): Promise<string>;
}

/** Variants generated once and kept on disk; two requests for the same missing variant share one encode. */
export function createVariantStore(variantsDir: string, limit: JobLimit): VariantStore {
  const pending = new Map<string, Promise<string>>();

  const encode = async ({ source, width, quality, format }: VariantRequest, file: string) => {
    // Never wider than the original: a 1600 px variant of an 800 px card is the 800 px card.
    const image = sharp(source).resize({ width, withoutEnlargement: true });
    const data = await encoders[format](image, quality).toBuffer();
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file, data);
    return file;
  };

  return {
    async file(request) {
      const file = path.join(
        variantsDir,
        String(request.width),
        String(request.quality),
        `${request.relative}.${request.format}`,
      );
      if (await isFresh(file, request.source)) return file;
      let job = pending.get(file);
      if (!job) {
        job = limit.run(() => encode(request, file)).finally(() => pending.delete(file));
        pending.set(file, job);
      }
      return job;
    },
  };
}

async function isFresh(file: string, source: string): Promise<boolean> {
  try {
    const [variant, original] = await Promise.all([fs.promises.stat(file), fs.promises.stat(source)]);
    return variant.mtimeMs >= original.mtimeMs;
  } catch {
    return false;
  }
}
