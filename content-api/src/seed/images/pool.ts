import type { Rng } from '../prng.ts';
import { avatarScene, cardScene, eventScene, officeScene } from './scenes/index.ts';

/** The fixed pool of raster images every seed reuses (records point into it; no image per record). */
export const RASTER_KINDS = {
  banner: { count: 8, width: 1600, height: 900, draw: officeScene },
  card: { count: 20, width: 800, height: 600, draw: cardScene },
  gallery: { count: 12, width: 1200, height: 900, draw: eventScene },
  avatar: { count: 16, width: 400, height: 400, draw: avatarScene },
} satisfies Record<
  string,
  { count: number; width: number; height: number; draw: (rng: Rng, width: number, height: number) => string }
>;

export type RasterKind = keyof typeof RASTER_KINDS;

export function rasterPath(kind: RasterKind, index: number): string {
  const { count } = RASTER_KINDS[kind];
  const n = (((index % count) + count) % count) + 1;
  return `/uploads/images/${kind}-${String(n).padStart(2, '0')}.webp`;
}

/** Picks images from the pool by index, so builders never need to know the pool sizes. */
export interface ImagePool {
  banner(index: number): string;
  card(index: number): string;
  gallery(index: number): string;
  avatar(index: number): string;
}

export const imagePool: ImagePool = {
  banner: (i) => rasterPath('banner', i),
  card: (i) => rasterPath('card', i),
  gallery: (i) => rasterPath('gallery', i),
  avatar: (i) => rasterPath('avatar', i),
};

/** Hands out pool images in turn from a starting offset, so neighbouring records rarely share a picture. */
export function imageCycle(pool: ImagePool, start: number): { [K in RasterKind]: () => string } {
  const next: Record<RasterKind, number> = { banner: start, card: start, gallery: start, avatar: start };
  return {
    banner: () => pool.banner(next.banner++),
    card: () => pool.card(next.card++),
    gallery: () => pool.gallery(next.gallery++),
    avatar: () => pool.avatar(next.avatar++),
  };
}
