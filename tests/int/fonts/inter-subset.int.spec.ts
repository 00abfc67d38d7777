// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { Blob, Face } from 'harfbuzzjs';
import { SOURCE, SUBSET, WEIGHTS, latinCodePoints, makeInterSubset } from '@/scripts/fonts/subset-inter.mjs';

const faceOf = (sfnt: Uint8Array) => new Face(new Blob(sfnt));

describe('the site font (styles/fonts, made by `npm run fonts:subset`)', () => {
  it('is exactly what the script makes from the installed Inter package', async () => {
    const committed = await readFile(SUBSET);
    expect(Buffer.compare(committed, Buffer.from(await makeInterSubset()))).toBe(0);
    // WOFF2 compression takes about 4 s on a quiet 2-core host; the bound only stops a hang.
  }, 30_000);

  it("draws every character of @fontsource's Latin range the package draws, so no text falls back to Arial", async () => {
    // Read as sfnt (HarfBuzz reads no WOFF2): the same subset, and the package's file with its whole axis.
    const drawn = new Set(faceOf(await makeInterSubset({ format: 'sfnt' })).collectUnicodes());
    const drawnByPackage = new Set(faceOf(await makeInterSubset({ format: 'sfnt', weights: null })).collectUnicodes());
    expect(drawnByPackage.size).toBeGreaterThan(200);
    expect(latinCodePoints().filter((codePoint) => drawnByPackage.has(codePoint) && !drawn.has(codePoint))).toEqual([]);
  });

  it('keeps the weights the styles use, 400 to 800, in two thirds of the package file or less', async () => {
    const { wght } = faceOf(await makeInterSubset({ format: 'sfnt' })).getAxisInfos();
    expect([wght?.min, wght?.max]).toEqual([WEIGHTS.min, WEIGHTS.max]);
    expect((await readFile(SUBSET)).length).toBeLessThan((await readFile(SOURCE)).length * 0.67);
  });
});
