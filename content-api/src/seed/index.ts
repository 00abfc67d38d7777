import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { buildBlogs } from './build/blogs.ts';
import { buildCatalogue } from './build/catalogue.ts';
import { buildCategories } from './build/categories.ts';
import { withEmptySections } from './build/empty-sections.ts';
import { buildEvents } from './build/events.ts';
import { buildServices } from './build/services.ts';
import { seedReferenceDate } from './constants.ts';
import { svgAssets } from './build/svg-assets.ts';
import { generateImages } from './images/generate.ts';
import { imagePool } from './images/pool.ts';
import { insertContent, type SeedContent } from './insert.ts';
import { VIDEOS } from './copy/video.ts';
import { generateVideos, videoPath } from './video/render.ts';

/** The whole seeded catalogue for a size, seed and reference day; pure, so the same input always gives the same content. */
export function buildContent(blogs: number, events: number, seed: number, referenceDate: string): SeedContent {
  return {
    blogs: buildBlogs(blogs, seed, imagePool, referenceDate),
    events: buildEvents(events, seed, imagePool, referenceDate),
    services: buildServices(seed, imagePool),
    categories: buildCategories(seed, imagePool),
    catalogue: buildCatalogue(seed, imagePool, referenceDate),
  };
}

/** Seeds an empty database (one transaction) and makes sure its images and videos exist; a seeded one only gets missing ones back. */
export async function seedIfEmpty(db: Db, config: Config, log: FastifyBaseLogger, now: Date): Promise<void> {
  const recorded = db.prepare("SELECT value FROM meta WHERE key = 'seed'").pluck().get() as string | undefined;
  const seed = recorded === undefined ? config.seedSize.seed : Number(JSON.parse(recorded).seed);
  const started = performance.now();
  // ffmpeg runs in its own process, so the videos render while sharp draws the images.
  const [generated, videos] = await Promise.all([
    generateImages(config.uploadsDir, seed, svgAssets()),
    generateVideos(
      config.uploadsDir,
      seed,
      config.ffmpeg,
      VIDEOS.map((video) => videoPath(video.file)),
      log,
    ),
  ]);
  if (recorded !== undefined) {
    if (generated + videos > 0) log.info({ generated, videos }, 'regenerated missing seed images and videos');
    return;
  }
  const { blogs, events } = config.seedSize;
  const { empty } = config;
  const referenceDate = seedReferenceDate(now);
  const built = buildContent(blogs, events, seed, referenceDate);
  const content = { ...built, catalogue: withEmptySections(built.catalogue, empty) };
  const seededAt = now.toISOString();
  db.transaction(() => {
    insertContent(db, content, seededAt);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?)").run(
      JSON.stringify({ seed, blogs, events, empty, reference_date: referenceDate, seeded_at: seededAt }),
    );
  })();
  log.info(
    { seed, blogs, events, empty, images: generated, videos, ms: Math.round(performance.now() - started) },
    'seeded the content database',
  );
}
