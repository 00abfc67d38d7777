// POST /admin/uploads: what the bytes are decides what is stored; a photo is kept upright without its EXIF, the
// resizer serves it at once, and anything else is refused with a message that says what to send.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QUALITIES, VARIANT_WIDTHS, VARIANTS_PREFIX } from '@site/shared/image-widths';
import { bearer, serverForFile } from './helpers.ts';

// Its own uploads folder: what these tests store goes with the temp dir.
const { app } = serverForFile({ ownUploads: true });

const upload = (body: Buffer | string, name = 'photo.jpg', headers: Record<string, string> = bearer()) =>
  app().inject({
    method: 'POST',
    url: `/admin/uploads?name=${encodeURIComponent(name)}`,
    payload: body,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
  });

/** A small photo as a phone writes it: rotated by its EXIF orientation, with the camera's details inside. */
const phonePhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Secret Camera Co', Make: 'PhoneMaker' } })
    .toBuffer();

describe('POST /admin/uploads', () => {
  it('answers only with the admin token', async () => {
    expect((await upload(await phonePhoto(), 'a.jpg', {})).statusCode).toBe(401);
  });

  it('stores a photo upright, without its EXIF, under a path named by its words and its bytes', async () => {
    const response = await upload(await phonePhoto(), 'Team Photo (Final).JPG');
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json() as { path: string; width: number; height: number; format: string };
    expect(stored.path).toMatch(/^\/uploads\/images\/\d{4}-\d{2}\/team-photo-final-[0-9a-f]{12}\.jpg$/);
    // Orientation 6 turns the 64 × 48 original upright: 48 wide, 64 tall.
    expect(stored).toMatchObject({ width: 48, height: 64, format: 'jpg' });
    const served = await app().inject({ url: stored.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes('Secret Camera Co')).toBe(false);
  });

  it('accepts a 10 MB photo, keeps it at most 4,000 px a side, and the resizer serves it at once', async () => {
    const noise = await sharp(randomBytes(2_600 * 2_600 * 3), { raw: { width: 2_600, height: 2_600, channels: 3 } })
      .resize(4_400, 4_400)
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(10 * 1024 * 1024);
    const response = await upload(noise, 'office.jpg');
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json() as { path: string; width: number; height: number };
    expect(Math.max(stored.width, stored.height)).toBe(4_000);
    const width = VARIANT_WIDTHS[0]!;
    const variant = await app().inject({
      url: `${VARIANTS_PREFIX}/${width}/${QUALITIES[0]}/${stored.path.slice('/uploads/'.length)}`,
      headers: { accept: 'image/webp' },
    });
    expect(variant.statusCode, variant.body).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(width);
  }, 60_000);

  it('refuses what is not an image, whatever its name says, and says what to send', async () => {
    const response = await upload('GIF89a<?php echo 1; ?>', 'photo.gif');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'not an image the site can show: upload a JPEG, PNG, WebP, AVIF, GIF or SVG file',
    });
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('refuses a body over the limit and a name over its bound', async () => {
    expect((await upload(Buffer.alloc(25 * 1024 * 1024 + 1))).statusCode).toBe(413);
    expect((await upload(await phonePhoto(), `${'a'.repeat(201)}.jpg`)).statusCode).toBe(400);
  });

  it('keeps an SVG as sent, served under the policy that runs no script in it', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const response = await upload(svg, 'logo.svg');
    expect(response.statusCode, response.body).toBe(201);
    const served = await app().inject({ url: (response.json() as { path: string }).path });
    expect(served.body).toBe(svg);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('lists what is there to reuse, newest first, a page at a time, images or other files', async () => {
    const stored = (await upload(await phonePhoto(), 'newest.jpg')).json() as { path: string };
    const library = async (query: string) => {
      const response = await app().inject({ url: `/admin/uploads?${query}`, headers: bearer() });
      return {
        status: response.statusCode,
        body: response.json() as { items: { path: string; kind: string }[]; total: number },
      };
    };
    const images = await library('kind=image&limit=2');
    expect(images.status).toBe(200);
    expect(images.body.items).toHaveLength(2);
    expect(images.body.items[0]).toMatchObject({ path: stored.path, kind: 'image' });
    expect(images.body.total).toBeGreaterThan(2);
    const next = await library('kind=image&limit=2&offset=2');
    expect(next.body.items.map((item) => item.path)).not.toContain(stored.path);
    expect((await library('kind=file')).body.items.every((item) => item.kind === 'file')).toBe(true);
    for (const query of ['limit=201', 'kind=video', 'offset=-1', 'colour=red'])
      expect((await library(query)).status, query).toBe(400);
    expect((await app().inject({ url: '/admin/uploads' })).statusCode).toBe(401);
  });
});
