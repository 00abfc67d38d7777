import type { Rng } from '../prng.ts';
import { pickPalette } from './palette.ts';
import { bust, randomLook } from './people.ts';
import { el, linearGradient, svgDocument } from './svg.ts';

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
  parts.push(MOTIFS[motif](rng, width, height, { deep, mid, accent, light }));
  return svgDocument(width, height, parts.join(''), linearGradient('bg', light, mid));
}

type Colours = { deep: string; mid: string; accent: string; light: string };

const MOTIFS: Record<'laptop' | 'chart' | 'chat' | 'globe', (rng: Rng, w: number, h: number, c: Colours) => string> = {
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
