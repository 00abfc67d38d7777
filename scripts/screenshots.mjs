// Screenshots pages at phone and desktop widths with Debian's Chromium, for looking at what we build.
//   node scripts/screenshots.mjs http://127.0.0.1:3000 / /blog …   → .data/screenshots/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const outDir = '.data/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 800 : 900 }, reducedMotion: 'reduce' });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'load' });
    await page.waitForTimeout(800);
    if (process.env.SCROLL) await page.evaluate((y) => window.scrollTo(0, y), Number(process.env.SCROLL));
    const name = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: !process.env.VIEWPORT_ONLY });
    console.log(name);
  }
  await page.close();
}
await browser.close();
