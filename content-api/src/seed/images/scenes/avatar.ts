import type { Rng } from '../../prng.ts';
import { pickPalette } from '../palette.ts';
import { bust, randomLook } from '../people.ts';
import { el, linearGradient, svgDocument } from '../svg.ts';

/** 1:1 avatar: a person on a soft gradient. */
export function avatarScene(rng: Rng, size = 400): string {
  const [deep, mid, accent, light] = pickPalette(rng);
  const look = randomLook(rng, [deep, mid, accent, '#2F3441', '#F4F4F6']);
  const body =
    el('rect', { width: size, height: size, fill: 'url(#bg)' }) +
    el('circle', { cx: size * 0.8, cy: size * 0.18, r: size * 0.28, fill: accent, opacity: 0.25 }) +
    bust(size / 2, size * 0.43, size * 0.17, look);
  return svgDocument(size, size, body, linearGradient('bg', light, mid));
}
