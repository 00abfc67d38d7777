import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { buildBlogs } from './build/blogs.ts';
import { buildCatalogue } from './build/catalogue.ts';
import { buildCategories } from './build/categories.ts';
import { buildEvents } from './build/events.ts';
import { buildServices } from './build/services.ts';
import { svgAssets } from './build/svg-assets.ts';
import { generateImages } from './images/generate.ts';
import { imagePool } from './images/pool.ts';
import { insertContent, type SeedContent } from './insert.ts';

/** The whole seeded catalogue for a size and seed; pure, so the same input always gives the same content. */
export function buildContent(blogs: number, events: number, seed: number): SeedContent {
  return {
    blogs: buildBlogs(blogs, seed, imagePool),
    events: buildEvents(events, seed, imagePool),
    services: buildServices(seed, imagePool),
    categories: buildCategories(seed, imagePool),
    catalogue: buildCatalogue(seed, imagePool),
  };
}

/** Seeds an empty database (one transaction) and makes sure its images exist; a seeded one only gets missing images back. */
export async function seedIfEmpty(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const recorded = db.prepare("SELECT value FROM meta WHERE key = 'seed'").pluck().get() as string | undefined;
  const seed = recorded === undefined ? config.seedSize.seed : Number(JSON.parse(recorded).seed);
  const started = performance.now();
  const generated = await generateImages(config.uploadsDir, seed, svgAssets());
  if (recorded !== undefined) {
    if (generated > 0) log.info({ generated }, 'regenerated missing seed images');
    return;
  }
  const { blogs, events } = config.seedSize;
  const content = buildContent(blogs, events, seed);
  const now = new Date().toISOString();
  db.transaction(() => {
    insertContent(db, content, now);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?)").run(
      JSON.stringify({ seed, blogs, events, seeded_at: now }),
    );
  })();
  log.info(
    { seed, blogs, events, images: generated, ms: Math.round(performance.now() - started) },
    'seeded the content database',
  );
}
