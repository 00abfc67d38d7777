import { BRAND, pickPalette } from '../images/palette.ts';
import type { Rng } from '../prng.ts';

export const VIDEO_SIZE = { width: 640, height: 360, fps: 25, seconds: 7 } as const;

const hex = (colour: string) => `0x${colour.slice(1)}`;

/**
 * An ffmpeg filter graph ending in [v], from lavfi sources only (no fonts, files or network): a slowly turning
 * gradient, a card whose lines appear, seven stage bars that fill one by one, and two squares moving across.
 */
export function videoScene(rng: Rng): string {
  const { width: W, height: H, fps, seconds } = VIDEO_SIZE;
  const [first, second, third] = pickPalette(rng);
  const source = `r=${fps}:d=${seconds}`;
  const boxes = [
    `drawbox=x=170:y=70:w=300:h=170:color=white@0.10:t=fill`,
    `drawbox=x=170:y=70:w=300:h=170:color=white@0.35:t=2`,
  ];
  for (let i = 0; i < 4; i++) {
    const at = (0.8 + i * 1.2).toFixed(2);
    boxes.push(`drawbox=x=200:y=${100 + i * 30}:w=${240 - i * 50}:h=12:color=white@0.55:t=fill:enable='gte(t,${at})'`);
  }
  // The seven stages of the vetting process, lit one after another.
  for (let i = 0; i < 7; i++) {
    const bar = `drawbox=x=${44 + i * 80}:y=292:w=64:h=14`;
    boxes.push(
      `${bar}:color=white@0.25:t=fill`,
      `${bar}:color=${hex(BRAND.accent)}:t=fill:enable='gte(t,${(0.4 + i * 0.85).toFixed(2)})'`,
    );
  }
  const speed = 80 + rng.int(0, 60);
  return [
    `gradients=s=${W}x${H}:${source}:c0=${hex(BRAND.dark)}:c1=${hex(first)}:c2=${hex(second)}:n=3` +
      `:x0=0:y0=0:x1=${W}:y1=${H}:seed=${rng.int(0, 1_000_000)}:speed=0.012[bg]`,
    `color=c=${hex(BRAND.accent)}:s=40x40:${source}[dot]`,
    `color=c=${hex(third)}:s=28x28:${source}[dot2]`,
    `[bg]${boxes.join(',')}[stage]`,
    `[stage][dot]overlay=x='-40+mod(t*${speed}\\,${W + 40})':y='180+70*sin(2*PI*t/3.5)':shortest=1[moving]`,
    `[moving][dot2]overlay=x='${W}-mod(t*${speed - 30}\\,${W + 28})':y='40+20*cos(2*PI*t/2.5)':shortest=1,format=yuv420p[v]`,
  ].join(';');
}
