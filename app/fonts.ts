import localFont from 'next/font/local';

/**
 * Inter, variable weight 400–800, cut from the npm package's Latin file by `npm run fonts:subset` (48 → 32 kB,
 * the same characters) and preloaded. `optional` rather than `swap`:
 * a late swap moves text wherever the size-adjusted fallback (Arial) is missing, as on Linux and
 * many phones, and the budget is no layout shift at all.
 */
export const sans = localFont({
  src: '../styles/fonts/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'optional',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
});
