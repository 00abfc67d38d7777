import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateVideos } from '../src/seed/video/render.ts';
import { contractCaller, serverForFile, tempDir } from './helpers.ts';

const HAS_FFMPEG = spawnSync('ffmpeg', ['-version']).status === 0;
if (!HAS_FFMPEG)
  console.warn(
    'video.int.spec.ts: ffmpeg is not on PATH, so the rendered-video tests are skipped (apt-get install ffmpeg)',
  );

// The real ffmpeg (other test files run without it), rendering into the shared uploads folder.
const { app, config } = serverForFile({ env: { CONTENT_FFMPEG: 'ffmpeg' } });
const call = contractCaller(app);

const logSink = () => {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(args.map((a) => JSON.stringify(a)).join(' '));
  return { lines, log: { info: record, warn: record } };
};

describe.skipIf(!HAS_FFMPEG)('seed videos rendered with ffmpeg', () => {
  it('the vetting-process video and page 5’s are small valid MP4s (ftyp first, moov before mdat)', async () => {
    const urls = [...(await call('get-video-data', '?page_id=3')), ...(await call('get-video-data', '?page_id=5'))].map(
      (video) => new URL(video.video_url).pathname,
    );
    expect(urls).toContain('/uploads/video/vetting-process.mp4');
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      const file = path.join(config().uploadsDir, url.replace('/uploads/', ''));
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(4, 8).toString('latin1'), url).toBe('ftyp');
      expect(bytes.length, url).toBeGreaterThan(10_000);
      expect(bytes.length, url).toBeLessThan(600 * 1024);
      // +faststart: the index (moov) comes before the media data, so playback starts while it downloads.
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    }
  });

  it('is H.264, about 640×360, 6–8 s, with no audio', () => {
    const file = path.join(config().uploadsDir, 'video', 'vetting-process.mp4');
    const probe = spawnSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], {
      encoding: 'utf8',
    });
    const info = JSON.parse(probe.stdout) as {
      streams: { codec_type: string; codec_name: string; width: number; height: number }[];
      format: { duration: string };
    };
    expect(info.streams.map((stream) => stream.codec_type)).toEqual(['video']);
    expect(info.streams[0]).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
    expect(Number(info.format.duration)).toBeGreaterThanOrEqual(6);
    expect(Number(info.format.duration)).toBeLessThanOrEqual(8);
  });

  it('is served as video/mp4, with 206 for a Range request', async () => {
    const full = await app().inject('/uploads/video/vetting-process.mp4');
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    const size = full.rawPayload.length;
    const part = await app().inject({ url: '/uploads/video/vetting-process.mp4', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(0, 100))).toBe(true);
    const tail = await app().inject({ url: '/uploads/video/vetting-process.mp4', headers: { range: 'bytes=-16' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(full.rawPayload.subarray(size - 16))).toBe(true);
  });

  it('the same seed renders the same bytes; a missing file is rendered again at the next start', async () => {
    const paths = ['/uploads/video/vetting-process.mp4'];
    const dir = tempDir();
    const { log } = logSink();
    expect(await generateVideos(dir, config().seedSize.seed, 'ffmpeg', paths, log)).toBe(1);
    const again = fs.readFileSync(path.join(dir, 'video', 'vetting-process.mp4'));
    expect(again.equals(fs.readFileSync(path.join(config().uploadsDir, 'video', 'vetting-process.mp4')))).toBe(true);
    expect(await generateVideos(dir, config().seedSize.seed, 'ffmpeg', paths, log)).toBe(0);
    fs.rmSync(path.join(dir, 'video', 'vetting-process.mp4'));
    expect(await generateVideos(dir, config().seedSize.seed, 'ffmpeg', paths, log)).toBe(1);
  });
});

describe('without ffmpeg', () => {
  it('logs one clear line and renders nothing; the video data is still answered', async () => {
    const dir = tempDir();
    const { lines, log } = logSink();
    const paths = ['/uploads/video/vetting-process.mp4', '/uploads/video/life-at-the-company.mp4'];
    expect(await generateVideos(dir, 1, path.join(dir, 'no-ffmpeg-here'), paths, log)).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ffmpeg not found .*vetting-process\.mp4.*the site shows their posters; install ffmpeg/);
    expect(fs.readdirSync(path.join(dir, 'video'))).toEqual([]);
    expect((await call('get-video-data', '?page_id=3'))[0]?.video_poster).toMatch(/\.webp$/);
  });
});
