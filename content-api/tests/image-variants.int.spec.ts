import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEVICE_WIDTHS, QUALITIES, VARIANT_WIDTHS } from '@site/shared/image-widths';
import { createJobLimit } from '../src/images/job-limit.ts';
import { serverForFile } from './helpers.ts';

const { app, config } = serverForFile();

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const get = (url: string, accept = 'image/webp,*/*') => app().inject({ url, headers: { accept } });
const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe('/variants: resized uploads for the site’s image loader', () => {
  it('serves WebP at the asked width with immutable cache headers and Vary: Accept', async () => {
    const response = await get('/variants/640/75/images/banner-01.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept');
    expect(await widthOf(response.rawPayload)).toBe(640);
    const original = await get('/uploads/images/banner-01.webp');
    expect(response.rawPayload.length).toBeLessThan(original.rawPayload.length);
  });

  it('serves AVIF to a browser that names it, and WebP to a client that only says */*', async () => {
    const avif = await get('/variants/828/75/images/card-02.webp', AVIF_FIRST);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');
    expect(await widthOf(avif.rawPayload)).toBe(800);

    const anything = await get('/variants/828/75/images/card-02.webp', '*/*');
    expect(anything.headers['content-type']).toBe('image/webp');
    const refused = await get('/variants/828/75/images/card-02.webp', 'image/avif;q=0, image/webp');
    expect(refused.headers['content-type']).toBe('image/webp');
  });

  it('never upscales: an 800 px card asked at 1600 px stays 800 px', async () => {
    const response = await get('/variants/1600/75/images/card-01.webp');
    expect(await widthOf(response.rawPayload)).toBe(800);
  });

  it('accepts every width and quality next.config.ts can ask for', async () => {
    expect(VARIANT_WIDTHS).toEqual(expect.arrayContaining([...DEVICE_WIDTHS]));
    for (const width of VARIANT_WIDTHS) {
      for (const quality of QUALITIES) {
        const response = await get(`/variants/${width}/${quality}/images/avatar-01.webp`);
        expect(response.statusCode, `${width}/${quality}`).toBe(200);
        expect(await widthOf(response.rawPayload)).toBe(Math.min(width, 400));
      }
    }
  });

  it('keeps each variant on disk once encoded, and serves the same bytes again', async () => {
    const first = await get('/variants/384/70/images/gallery-03.webp');
    const file = path.join(config().variantsDir, '384', '70', 'images', 'gallery-03.webp.webp');
    expect(fs.existsSync(file)).toBe(true);
    const second = await get('/variants/384/70/images/gallery-03.webp');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each([
    ['a width the site never asks for', '/variants/641/75/images/card-01.webp'],
    ['a width past the widest original', '/variants/3840/75/images/card-01.webp'],
    ['a non-numeric width', '/variants/abc/75/images/card-01.webp'],
    ['a quality outside the config', '/variants/640/100/images/card-01.webp'],
    ['an SVG', '/variants/640/75/logos/acme.svg'],
    ['a file that is no image', '/variants/640/75/images/notes.txt'],
  ])('answers 400 for %s', async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it.each([
    '/variants/640/75/../content.db',
    '/variants/640/75/images/..%2f..%2fcontent.db',
    '/variants/640/75/%2e%2e/%2e%2e/etc/passwd.png',
    '/variants/640/75/images/%00card-01.webp',
    '/variants/640/75//etc/hosts.jpg',
  ])('refuses the traversal %s without reading outside the uploads', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 404 for a missing original', async () => {
    const response = await get('/variants/640/75/images/no-such-card.webp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'no such image' });
  });
});

describe('the resize job limit', () => {
  it('runs at most `concurrency` jobs at once and turns callers away past the queue with a 503', async () => {
    const limit = createJobLimit(2, 3);
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      limit.run(async () => {
        peak = Math.max(peak, ++active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active--;
      });
    const accepted = Array.from({ length: 5 }, job);
    await expect(job()).rejects.toMatchObject({ statusCode: 503 });
    expect([limit.running, limit.waiting]).toEqual([2, 3]);
    while (releases.length || limit.running) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });
});
