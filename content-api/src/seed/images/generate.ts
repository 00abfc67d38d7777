import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { writeAtomically } from '../../write-atomically.ts';
import { createRng } from '../prng.ts';
import { RASTER_KINDS, rasterPath, type RasterKind } from './pool.ts';

const GENERATOR_VERSION = 1;
const PARALLEL = 4;

export interface SvgAsset {
  /** A /uploads/… path. */
  path: string;
  svg: string;
}

const fileOf = (uploadsDir: string, uploadPath: string) =>
  path.join(uploadsDir, uploadPath.replace(/^\/uploads\//, ''));

/** Writes the raster pool (WebP via sharp) and the SVG logos and icons; rasters are skipped when this seed already made them. */
export async function generateImages(
  uploadsDir: string,
  seed: number,
  svgAssets: readonly SvgAsset[],
): Promise<number> {
  const stamp = `seed=${seed} version=${GENERATOR_VERSION}\n`;
  const stampFile = path.join(uploadsDir, '.generated');
  const jobs: { file: string; render: () => Promise<Buffer> }[] = [];
  for (const [kind, spec] of Object.entries(RASTER_KINDS) as [RasterKind, (typeof RASTER_KINDS)[RasterKind]][]) {
    for (let i = 0; i < spec.count; i++) {
      const rng = createRng(seed, `${kind}-${i}`);
      jobs.push({
        file: fileOf(uploadsDir, rasterPath(kind, i)),
        render: () =>
          sharp(Buffer.from(spec.draw(rng, spec.width, spec.height)))
            .webp({ quality: 80, effort: 3 })
            .toBuffer(),
      });
    }
  }
  const fresh = readText(stampFile) === stamp && jobs.every((job) => fs.existsSync(job.file));
  if (!fresh) {
    fs.mkdirSync(path.dirname(jobs[0]?.file ?? stampFile), { recursive: true });
    for (let start = 0; start < jobs.length; start += PARALLEL) {
      const batch = jobs.slice(start, start + PARALLEL);
      await Promise.all(batch.map(async (job) => writeAtomically(job.file, await job.render())));
    }
    await writeAtomically(stampFile, stamp);
  }
  for (const asset of svgAssets) {
    const file = fileOf(uploadsDir, asset.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, asset.svg);
  }
  return fresh ? 0 : jobs.length;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
