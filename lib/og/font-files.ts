import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Static Inter (WOFF): satori reads neither WOFF2 nor variable fonts; read from node_modules, never the network.
const FILES = path.join(process.cwd(), 'node_modules/@fontsource/inter/files');

const load = (weight: 400 | 700) =>
  readFile(path.join(FILES, `inter-latin-${weight}-normal.woff`)).then((data) => ({
    name: 'Inter',
    data,
    weight,
    style: 'normal' as const,
  }));

/** The card's two Inter weights, read from disk (the e2e tests render the expected card with them too). */
export const readCardFonts = () => Promise.all([load(400), load(700)]);
