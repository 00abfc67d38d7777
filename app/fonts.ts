import localFont from 'next/font/local';

/** Inter, variable weight, served from the npm package; `Arial` metrics keep the swap shift-free. */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
});
