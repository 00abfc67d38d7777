import localFont from 'next/font/local';

/**
 * Inter, variable weight, served from the npm package and preloaded. `optional` rather than `swap`:
 * a late swap moves text wherever the size-adjusted fallback (Arial) is missing, as on Linux and
 * many phones, and the budget is no layout shift at all.
 */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
});
