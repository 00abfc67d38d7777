// Makes the site's one font file from the Inter package: the Latin characters @fontsource ships in its `latin`
// file, with the weight axis cut to the weights the styles use (400–800) and only harfbuzz's default layout
// features. 48 kB becomes 32 kB, and the font is in every page's first-screen download (docs/performance.md).
//   npm run fonts:subset        writes styles/fonts/inter-latin-wght-400-800.woff2 (committed; rerun after an Inter update)
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const SOURCE = fileURLToPath(
  new URL('../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', import.meta.url),
);
export const SUBSET = fileURLToPath(new URL('../../styles/fonts/inter-latin-wght-400-800.woff2', import.meta.url));
export const WEIGHTS = { min: 400, max: 800 };

// @fontsource's `latin` unicode-range, so every character the package's file drew is still drawn.
/** @type {Array<[number, number]>} */
export const LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Every code point of the range, in order. */
export const latinCodePoints = () =>
  LATIN.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, offset) => from + offset));

/**
 * The subset's bytes, made from the package's font (`sfnt` for tests that read its tables); `weights: null` keeps
 * the package's whole axis.
 * @param {{ format?: 'woff2' | 'sfnt', weights?: { min: number, max: number } | null }} [options]
 */
export async function makeInterSubset({ format = 'woff2', weights = WEIGHTS } = {}) {
  const text = String.fromCodePoint(...latinCodePoints());
  const axes = weights ? { variationAxes: { wght: weights } } : {};
  return subsetFont(await readFile(SOURCE), text, { targetFormat: format, ...axes });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await makeInterSubset();
  await writeFile(SUBSET, bytes);
  console.log(`${SUBSET}: ${bytes.length} bytes (from ${(await readFile(SOURCE)).length})`);
}
