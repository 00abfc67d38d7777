import type { Rng } from '../../prng.ts';
import { pickPalette } from '../palette.ts';
import { bust, randomLook } from '../people.ts';
import { el, linearGradient, svgDocument } from '../svg.ts';

/** 4:3 gallery photo: a talk or workshop with a stage screen and an audience. */
export function eventScene(rng: Rng, width = 1200, height = 900): string {
  const [deep, mid, accent] = pickPalette(rng);
  const parts: string[] = [el('rect', { width, height, fill: 'url(#room)' })];
  const screenW = (width * rng.int(40, 55)) / 100;
  const screenX = (width - screenW) / 2 + rng.int(-120, 120);
  parts.push(
    el('rect', { x: screenX, y: height * 0.1, width: screenW, height: screenW * 0.5, rx: 8, fill: '#F5F6FA' }),
  );
  parts.push(el('rect', { x: screenX + 30, y: height * 0.1 + 30, width: screenW * 0.5, height: 22, rx: 4, fill: mid }));
  for (let b = 0; b < 4; b++) {
    const barH = rng.int(30, Math.round(screenW * 0.3));
    parts.push(
      el('rect', {
        x: screenX + 40 + b * 50,
        y: height * 0.1 + screenW * 0.45 - barH,
        width: 34,
        height: barH,
        fill: b % 2 ? accent : mid,
      }),
    );
  }
  parts.push(
    el('polygon', {
      points: `${width * 0.1},0 ${width * 0.22},0 ${width * 0.45},${height} ${width * 0.05},${height}`,
      fill: '#FFFFFF',
      opacity: 0.06,
    }),
  );
  parts.push(
    el('polygon', {
      points: `${width * 0.78},0 ${width * 0.9},0 ${width * 0.95},${height} ${width * 0.55},${height}`,
      fill: '#FFFFFF',
      opacity: 0.06,
    }),
  );
  parts.push(bust(screenX + screenW + 70, height * 0.36, 30, randomLook(rng, [accent, mid, '#F4F4F6'])));
  for (let row = 0; row < 3; row++) {
    const r = 26 + row * 9;
    const y = height * (0.62 + row * 0.13);
    for (let x = r * 1.4 + rng.int(0, 40); x < width; x += r * 3.2) {
      parts.push(
        bust(x, y, r, { ...randomLook(rng, [deep, '#2F3441', mid]), skin: '#3A3550', hair: '#1B1930', glasses: false }),
      );
    }
  }
  return svgDocument(width, height, parts.join(''), linearGradient('room', deep, '#0B0A1F', 'down'));
}
