import type { Rng } from '../../prng.ts';
import { pickPalette } from '../palette.ts';
import { bust, randomLook } from '../people.ts';
import { el, linearGradient, svgDocument } from '../svg.ts';

/** 16:9 banner: an office with desks, screens, plants and a team at work. */
export function officeScene(rng: Rng, width = 1600, height = 900): string {
  const [deep, mid, accent, light] = pickPalette(rng);
  const floorY = height * 0.72;
  const parts: string[] = [
    el('rect', { width, height, fill: 'url(#wall)' }),
    el('rect', { y: floorY, width, height: height - floorY, fill: '#E4E6EF' }),
    el('rect', { y: floorY, width, height: height - floorY, fill: deep, opacity: 0.18 }),
  ];
  const windowX = rng.int(60, Math.round(width * 0.5));
  const windowW = width * 0.34;
  parts.push(
    el('rect', {
      x: windowX,
      y: height * 0.08,
      width: windowW,
      height: height * 0.42,
      rx: 12,
      fill: '#DCEBFF',
      stroke: '#FFFFFF',
      'stroke-width': 10,
    }),
  );
  for (let i = 1; i < 3; i++)
    parts.push(
      el('rect', {
        x: windowX + (windowW / 3) * i - 4,
        y: height * 0.08,
        width: 8,
        height: height * 0.42,
        fill: '#FFFFFF',
      }),
    );
  parts.push(el('circle', { cx: width * 0.88, cy: height * 0.2, r: height * 0.12, fill: accent, opacity: 0.35 }));
  const desks = rng.int(3, 4);
  for (let d = 0; d < desks; d++) {
    const cx = (width / desks) * (d + 0.5) + rng.int(-30, 30);
    const look = randomLook(rng, [mid, accent, '#2F3441', '#F4F4F6', '#22C3A6']);
    parts.push(bust(cx, floorY - height * 0.2, height * 0.055, look));
    parts.push(el('rect', { x: cx - 150, y: floorY - height * 0.06, width: 300, height: 22, rx: 8, fill: '#FFFFFF' }));
    parts.push(
      el('rect', {
        x: cx - 138,
        y: floorY - height * 0.06 + 22,
        width: 276,
        height: height * 0.12,
        rx: 4,
        fill: '#F1F2F7',
      }),
    );
    const screenX = cx + (rng.chance(0.5) ? 40 : -150);
    parts.push(el('rect', { x: screenX, y: floorY - height * 0.2, width: 110, height: 74, rx: 6, fill: '#1F2430' }));
    parts.push(
      el('rect', {
        x: screenX + 8,
        y: floorY - height * 0.2 + 8,
        width: 94,
        height: 58,
        rx: 3,
        fill: mid,
        opacity: 0.85,
      }),
    );
    parts.push(
      el('rect', {
        x: screenX + 48,
        y: floorY - height * 0.2 + 74,
        width: 14,
        height: height * 0.06 - 74 + height * 0.08,
        fill: '#1F2430',
      }),
    );
  }
  for (const x of [70, width - 80]) parts.push(plant(x, floorY + height * 0.02, height * 0.12, '#22A06B'));
  parts.push(el('rect', { width, height, fill: 'url(#shade)' }));
  // A left-hand shade keeps banner headlines readable over the scene.
  const shade = `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${deep}" stop-opacity="0.45"/><stop offset="0.6" stop-color="${deep}" stop-opacity="0"/></linearGradient>`;
  return svgDocument(width, height, parts.join(''), linearGradient('wall', light, '#FFFFFF', 'down') + shade);
}

function plant(x: number, floorY: number, size: number, green: string): string {
  return (
    el('rect', {
      x: x - size * 0.25,
      y: floorY - size * 0.5,
      width: size * 0.5,
      height: size * 0.5,
      rx: 6,
      fill: '#E7D3B5',
    }) +
    [-0.3, 0, 0.3]
      .map((dx) =>
        el('ellipse', {
          cx: x + dx * size,
          cy: floorY - size * 0.85,
          rx: size * 0.22,
          ry: size * 0.45,
          fill: green,
          opacity: 0.9,
        }),
      )
      .join('')
  );
}
