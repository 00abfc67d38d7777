import { BRAND } from './palette.ts';

// Line icons on a 64-unit grid, one style throughout (2.5-unit strokes, round caps).
const ICON_PATHS: Record<string, string> = {
  code: 'M22 20 10 32l12 12M42 20l12 12-12 12M36 14 28 50',
  palette:
    'M32 10a22 22 0 1 0 0 44c3 0 4-2 4-4s-2-3-2-6 2-4 5-4h6c5 0 9-4 9-9 0-12-10-21-22-21ZM20 30h.1M26 20h.1M38 20h.1M44 30h.1',
  headset: 'M14 38v-6a18 18 0 0 1 36 0v6M14 36h6v12h-6zM44 36h6v12h-6zM50 48c0 5-6 8-14 8',
  megaphone: 'M10 28v8h8l20 12V16L18 28h-8ZM44 24a8 8 0 0 1 0 16M22 36l4 14h6l-3-12',
  calculator: 'M18 8h28v48H18zM24 14h16v10H24zM24 32h.1M32 32h.1M40 32h.1M24 40h.1M32 40h.1M40 40h.1M24 48h.1M32 48h8',
  chart: 'M10 54h44M16 46V34M28 46V24M40 46V30M52 46V14M14 28l12-10 12 8 14-14',
  truck: 'M6 16h30v26H6zM36 26h12l8 9v7H36zM16 48a5 5 0 1 0 0-.1M46 48a5 5 0 1 0 0-.1',
  heart: 'M32 52S10 39 10 24a11 11 0 0 1 22-3 11 11 0 0 1 22 3c0 15-22 28-22 28ZM22 30h6l3-6 4 12 3-6h6',
  cart: 'M8 12h8l6 28h26l6-20H18M26 50a3 3 0 1 0 0-.1M46 50a3 3 0 1 0 0-.1',
  phone: 'M20 6h24v52H20zM28 12h8M30 50h4',
  rocket:
    'M32 8c10 6 14 18 10 32H22C18 26 22 14 32 8ZM22 40l-8 8 10 2M42 40l8 8-10 2M32 24a4 4 0 1 0 0-.1M28 46l4 10 4-10',
  shield: 'M32 8 12 16v14c0 12 8 22 20 26 12-4 20-14 20-26V16L32 8ZM24 32l6 6 12-12',
  seedling: 'M32 56V30M32 34c0-10-8-16-18-16 0 10 8 16 18 16ZM32 30c0-8 6-14 16-14 0 8-6 14-16 14ZM20 56h24',
  star: 'M32 8l7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2 7-15Z',
  crown: 'M10 46 6 18l14 12 12-18 12 18 14-12-4 28H10ZM10 54h44',
  users: 'M24 30a8 8 0 1 0 0-.1M8 52c0-9 7-14 16-14s16 5 16 14M44 28a6 6 0 1 0 0-.1M42 38c8 0 14 4 14 12',
  clock: 'M32 8a24 24 0 1 0 0 48 24 24 0 1 0 0-48ZM32 18v14l10 6',
};

export const ICON_NAMES = Object.keys(ICON_PATHS);

export const iconPath = (name: string) => `/uploads/icons/${name}.svg`;

export function iconSvg(name: string, colour: string = BRAND.primary): string {
  const d = ICON_PATHS[name];
  if (!d) throw new Error(`no icon named ${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></svg>`;
}
