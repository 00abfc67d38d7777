import type { Rng } from '../prng.ts';
import { HAIR_COLOURS, SKIN_TONES } from './palette.ts';
import { el } from './svg.ts';

export interface Look {
  skin: string;
  hair: string;
  shirt: string;
  style: 'short' | 'long' | 'bun' | 'bald' | 'curly';
  glasses: boolean;
}

export function randomLook(rng: Rng, shirts: readonly string[]): Look {
  return {
    skin: rng.pick(SKIN_TONES),
    hair: rng.pick(HAIR_COLOURS),
    shirt: rng.pick(shirts),
    style: rng.pick(['short', 'long', 'bun', 'bald', 'curly'] as const),
    glasses: rng.chance(0.3),
  };
}

/** A faceless bust, head centred at (x, y) with radius r; the shoulders reach down to y + 3.4r. */
export function bust(x: number, y: number, r: number, look: Look): string {
  const back =
    look.style === 'long'
      ? el('path', {
          d: `M${x - r * 1.05} ${y}Q${x - r * 1.2} ${y + r * 2} ${x - r * 0.6} ${y + r * 2.1}L${x + r * 0.6} ${y + r * 2.1}Q${x + r * 1.2} ${y + r * 2} ${x + r * 1.05} ${y}Z`,
          fill: look.hair,
        })
      : '';
  const shoulders = el('path', {
    d: `M${x - r * 2.2} ${y + r * 3.4}Q${x - r * 2.1} ${y + r * 1.5} ${x} ${y + r * 1.4}Q${x + r * 2.1} ${y + r * 1.5} ${x + r * 2.2} ${y + r * 3.4}Z`,
    fill: look.shirt,
  });
  const neck = el('rect', {
    x: x - r * 0.35,
    y: y + r * 0.6,
    width: r * 0.7,
    height: r * 0.9,
    rx: r * 0.2,
    fill: look.skin,
  });
  const head = el('ellipse', { cx: x, cy: y, rx: r * 0.88, ry: r, fill: look.skin });
  return back + shoulders + neck + head + hair(x, y, r, look) + (look.glasses ? glasses(x, y, r) : '');
}

function hair(x: number, y: number, r: number, look: Look): string {
  switch (look.style) {
    case 'bald':
      return '';
    case 'bun':
      return el('circle', { cx: x, cy: y - r * 1.05, r: r * 0.42, fill: look.hair }) + cap(x, y, r, look.hair);
    case 'curly':
      return [-0.6, -0.2, 0.2, 0.6]
        .map((dx) => el('circle', { cx: x + dx * r, cy: y - r * 0.72, r: r * 0.38, fill: look.hair }))
        .join('');
    default:
      return cap(x, y, r, look.hair);
  }
}

const cap = (x: number, y: number, r: number, fill: string) =>
  el('path', {
    d: `M${x - r * 0.9} ${y - r * 0.1}Q${x - r * 0.95} ${y - r * 1.15} ${x} ${y - r * 1.08}Q${x + r * 0.95} ${y - r * 1.15} ${x + r * 0.9} ${y - r * 0.1}Q${x} ${y - r * 0.6} ${x - r * 0.9} ${y - r * 0.1}Z`,
    fill,
  });

const glasses = (x: number, y: number, r: number) =>
  el('path', {
    d: `M${x - r * 0.62} ${y}a${r * 0.24} ${r * 0.2} 0 1 0 ${r * 0.48} 0a${r * 0.24} ${r * 0.2} 0 1 0 ${-r * 0.48} 0M${x + r * 0.14} ${y}a${r * 0.24} ${r * 0.2} 0 1 0 ${r * 0.48} 0a${r * 0.24} ${r * 0.2} 0 1 0 ${-r * 0.48} 0M${x - r * 0.14} ${y}h${r * 0.28}`,
    fill: 'none',
    stroke: '#1F2430',
    'stroke-width': Math.max(1.5, r * 0.06),
  });
