import type { LogoMark } from '../copy/trusted-by.ts';
import { slugify } from '../slug.ts';
import { escapeXml } from './svg.ts';

const FONT = `font-family="Inter, 'Helvetica Neue', Arial, sans-serif"`;

// Marks on a 48-unit box; filled shapes in the brand colour.
const MARKS: Record<LogoMark, (c: string) => string> = {
  arrow: (c) => `<path d="M6 40 24 8l18 32-18-9z" fill="${c}"/>`,
  cross: (c) => `<path d="M18 6h12v12h12v12H30v12H18V30H6V18h12z" fill="${c}"/>`,
  mountain: (c) => `<path d="M2 42 18 14l8 12 6-8 14 24z" fill="${c}"/>`,
  wave: (c) =>
    `<path d="M2 28c8-10 14-10 22 0s14 10 22 0v14H2z" fill="${c}"/><circle cx="34" cy="12" r="6" fill="${c}" opacity=".6"/>`,
  signal: (c) =>
    `<rect x="4" y="30" width="8" height="12" rx="2" fill="${c}"/><rect x="16" y="22" width="8" height="20" rx="2" fill="${c}"/><rect x="28" y="14" width="8" height="28" rx="2" fill="${c}"/><rect x="40" y="6" width="6" height="36" rx="2" fill="${c}" opacity=".6"/>`,
  shield: (c) =>
    `<path d="M24 4 6 10v12c0 11 8 19 18 22 10-3 18-11 18-22V10z" fill="${c}"/><path d="m16 24 6 6 11-11" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  leaf: (c) =>
    `<path d="M8 40C8 18 22 6 44 6c0 22-12 36-34 36z" fill="${c}"/><path d="M10 40 32 18" stroke="#fff" stroke-width="3"/>`,
  book: (c) => `<path d="M4 10c8-3 14-2 20 3v30c-6-5-12-6-20-3zM44 10c-8-3-14-2-20 3v30c6-5 12-6 20-3z" fill="${c}"/>`,
  bolt: (c) => `<path d="M28 2 8 28h14l-4 18 22-28H26z" fill="${c}"/>`,
  house: (c) =>
    `<path d="M24 4 2 22h6v20h32V22h6z" fill="${c}"/><rect x="19" y="28" width="10" height="14" fill="#fff"/>`,
  gear: (c) =>
    `<circle cx="24" cy="24" r="14" fill="none" stroke="${c}" stroke-width="8" stroke-dasharray="7 4"/><circle cx="24" cy="24" r="6" fill="${c}"/>`,
  circle: (c) => `<circle cx="24" cy="24" r="20" fill="${c}"/><circle cx="30" cy="18" r="8" fill="#fff" opacity=".8"/>`,
  loop: (c) => `<path d="M14 24a8 8 0 1 1 8 8h4a8 8 0 1 0-8-8" fill="none" stroke="${c}" stroke-width="6"/>`,
  columns: (c) => `<path d="M24 4 4 14h40zM8 18h6v20H8zM21 18h6v20h-6zM34 18h6v20h-6zM4 40h40v4H4z" fill="${c}"/>`,
};

export const clientLogoPath = (title: string) => `/uploads/logos/clients/${slugify(title)}.svg`;
export const techLogoPath = (name: string) => `/uploads/logos/tech/${slugify(name.replace(/^\./, 'dot-'))}.svg`;

/** A wordmark with its mark, 240×64. */
export function clientLogoSvg(title: string, mark: LogoMark, colour: string): string {
  const size = title.length > 18 ? 17 : 19;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><g transform="translate(4 8)">${MARKS[mark](colour)}</g><text x="60" y="39" ${FONT} font-size="${size}" font-weight="700" fill="#12131A">${escapeXml(title)}</text></svg>`;
}

/** A square technology badge: monogram on the technology's colour, name underneath. */
export function techLogoSvg(name: string, colour: string): string {
  const letters = name.replace(/[^A-Za-z0-9+#]/g, '');
  const monogram = name.startsWith('.') ? '.N' : `${letters.charAt(0).toUpperCase()}${letters.charAt(1).toLowerCase()}`;
  const light = luminance(colour) > 0.45;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect x="32" y="14" width="96" height="96" rx="24" fill="${colour}"/><text x="80" y="76" text-anchor="middle" ${FONT} font-size="40" font-weight="800" fill="${light ? '#12131A' : '#FFFFFF'}">${escapeXml(monogram)}</text><text x="80" y="142" text-anchor="middle" ${FONT} font-size="17" font-weight="600" fill="#12131A">${escapeXml(name)}</text></svg>`;
}

/** Relative luminance of a #RRGGBB colour, to pick readable text on it. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
