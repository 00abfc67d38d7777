import type { FastifyBaseLogger } from 'fastify';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRng } from '../prng.ts';
import { videoScene } from './scene.ts';

const run = promisify(execFile);
const GENERATOR_VERSION = 1;

export const videoPath = (file: string) => `/uploads/video/${file}`;

/** H.264 in MP4, no audio, moov first (+faststart) so playback starts before the download ends; bit-exact output. */
function ffmpegArgs(scene: string, output: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-filter_complex', scene, '-map', '[v]', '-an'],
    ...['-c:v', 'libx264', '-preset', 'medium', '-crf', '28', '-pix_fmt', 'yuv420p'],
    // One thread and bitexact flags keep the bytes the same from one machine to the next.
    ...['-threads', '1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1'],
    ...['-movflags', '+faststart', '-f', 'mp4', output],
  ];
}

/**
 * Renders each /uploads/video/… path that is missing (all of them when this seed or generator has not made them),
 * with the ffmpeg binary given. Without ffmpeg it logs one line and skips: the site then shows the poster.
 */
export async function generateVideos(
  uploadsDir: string,
  seed: number,
  ffmpeg: string,
  uploadPaths: readonly string[],
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<number> {
  const dir = path.join(uploadsDir, 'video');
  const stamp = `seed=${seed} version=${GENERATOR_VERSION}\n`;
  const stampFile = path.join(dir, '.generated');
  const files = uploadPaths.map((uploadPath) => path.join(uploadsDir, uploadPath.replace(/^\/uploads\//, '')));
  const current = readText(stampFile) === stamp;
  const todo = uploadPaths.filter((_, i) => !current || !fs.existsSync(files[i] ?? ''));
  if (todo.length === 0) return 0;
  fs.mkdirSync(dir, { recursive: true });
  let made = 0;
  for (const uploadPath of todo) {
    const file = path.join(uploadsDir, uploadPath.replace(/^\/uploads\//, ''));
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await run(ffmpeg, ffmpegArgs(videoScene(createRng(seed, `video-${uploadPath}`)), temporary), {
        timeout: 120_000,
      });
      fs.renameSync(temporary, file);
      made++;
    } catch (error) {
      fs.rmSync(temporary, { force: true });
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        log.warn(
          `ffmpeg not found (${ffmpeg}): seed videos not rendered (${todo.join(', ')}), so the site shows their posters; install ffmpeg to render them`,
        );
        return made;
      }
      const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
      log.warn({ video: uploadPath, error: stderr.slice(-500) || (error as Error).message }, 'video render failed');
    }
  }
  if (made === todo.length) fs.writeFileSync(stampFile, stamp);
  return made;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
