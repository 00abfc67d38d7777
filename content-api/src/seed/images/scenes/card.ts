import type { Rng } from '../../prng.ts';
import { pickPalette } from '../palette.ts';
import { el, linearGradient, svgDocument } from '../svg.ts';
import { CARD_MOTIFS } from './card-motifs.ts';

/** 4:3 editorial illustration for cards: laptop with code, charts, chat or a globe of offices. */
export function cardScene(rng: Rng, width = 800, height = 600): string {
  const [deep, mid, accent, light] = pickPalette(rng);
  const parts: string[] = [el('rect', { width, height, fill: 'url(#bg)' })];
  for (let i = 0; i < 4; i++) {
    parts.push(
      el('circle', {
        cx: rng.int(0, width),
        cy: rng.int(0, height),
        r: rng.int(60, 180),
        fill: rng.pick([mid, accent, '#FFFFFF']),
        opacity: 0.12 + rng.next() * 0.15,
      }),
    );
  }
  const motif = rng.pick(['laptop', 'chart', 'chat', 'globe'] as const);
  parts.push(CARD_MOTIFS[motif](rng, width, height, { deep, mid, accent, light }));
  return svgDocument(width, height, parts.join(''), linearGradient('bg', light, mid));
}
