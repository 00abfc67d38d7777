import type { Rng } from '../../prng.ts';
import { bust, randomLook } from '../people.ts';
import { el } from '../svg.ts';

type Colours = { deep: string; mid: string; accent: string; light: string };

/** The foreground drawings cardScene picks from, keyed by motif. */
export const CARD_MOTIFS: Record<
  'laptop' | 'chart' | 'chat' | 'globe',
  (rng: Rng, w: number, h: number, c: Colours) => string
> = {
  laptop(rng, w, h, c) {
    const x = w * 0.22;
    const y = h * 0.2;
    const sw = w * 0.56;
    const sh = h * 0.46;
    let lines = '';
    for (let i = 0; i < 7; i++) {
      lines += el('rect', {
        x: x + 30 + rng.int(0, 3) * 24,
        y: y + 30 + i * 30,
        width: rng.int(80, Math.round(sw * 0.6)),
        height: 12,
        rx: 6,
        fill: rng.pick([c.accent, '#8FA3FF', '#22C3A6', '#FFFFFF']),
        opacity: 0.9,
      });
    }
    return (
      el('rect', { x, y, width: sw, height: sh, rx: 14, fill: c.deep }) +
      lines +
      el('path', { d: `M${x - 50} ${y + sh + 10}h${sw + 100}l-30 36h${-(sw + 40)}z`, fill: '#D7DAE5' })
    );
  },
  chart(rng, w, h, c) {
    let bars = '';
    const base = h * 0.78;
    for (let i = 0; i < 6; i++) {
      const bh = rng.int(60, Math.round(h * 0.5));
      bars += el('rect', {
        x: w * 0.2 + i * 80,
        y: base - bh,
        width: 52,
        height: bh,
        rx: 8,
        fill: i % 2 ? c.mid : c.deep,
      });
    }
    const points = Array.from(
      { length: 6 },
      (_, i) => `${w * 0.2 + i * 80 + 26},${base - rng.int(120, Math.round(h * 0.6))}`,
    ).join(' ');
    return (
      el('rect', {
        x: w * 0.12,
        y: h * 0.12,
        width: w * 0.76,
        height: h * 0.76,
        rx: 18,
        fill: '#FFFFFF',
        opacity: 0.9,
      }) +
      bars +
      el('polyline', {
        points,
        fill: 'none',
        stroke: c.accent,
        'stroke-width': 8,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      })
    );
  },
  chat(rng, w, h, c) {
    const left = bust(w * 0.18, h * 0.3, 34, randomLook(rng, [c.mid, c.accent]));
    const right = bust(w * 0.82, h * 0.55, 34, randomLook(rng, [c.deep, c.accent]));
    const bubble = (x: number, y: number, bw: number, fill: string) =>
      el('rect', { x, y, width: bw, height: 64, rx: 24, fill });
    return (
      left +
      right +
      bubble(w * 0.3, h * 0.18, w * 0.36, '#FFFFFF') +
      bubble(w * 0.3, h * 0.32, w * 0.24, '#FFFFFF') +
      bubble(w * 0.38, h * 0.5, w * 0.32, c.deep) +
      bubble(w * 0.3, h * 0.68, w * 0.28, '#FFFFFF')
    );
  },
  globe(rng, w, h, c) {
    const r = h * 0.3;
    const cx = w / 2;
    const cy = h / 2;
    let meridians = '';
    for (const rx of [r * 0.35, r * 0.7])
      meridians += el('ellipse', {
        cx,
        cy,
        rx,
        ry: r,
        fill: 'none',
        stroke: '#FFFFFF',
        'stroke-width': 3,
        opacity: 0.6,
      });
    for (const dy of [-0.5, 0, 0.5])
      meridians += el('line', {
        x1: cx - r * Math.sqrt(1 - dy * dy),
        y1: cy + dy * r,
        x2: cx + r * Math.sqrt(1 - dy * dy),
        y2: cy + dy * r,
        stroke: '#FFFFFF',
        'stroke-width': 3,
        opacity: 0.6,
      });
    let pins = '';
    for (let i = 0; i < 4; i++) {
      const px = cx + rng.int(-Math.round(r * 0.7), Math.round(r * 0.7));
      const py = cy + rng.int(-Math.round(r * 0.6), Math.round(r * 0.6));
      pins += el('circle', { cx: px, cy: py, r: 14, fill: c.accent, stroke: '#FFFFFF', 'stroke-width': 4 });
    }
    return el('circle', { cx, cy, r, fill: c.deep }) + meridians + pins;
  },
};
