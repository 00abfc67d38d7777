import { describe, expect, it } from 'vitest';
import { contractCaller, getJson, serverForFile } from './helpers.ts';

const API = '/api/v1';

// The default catalogue sizes, so the brief's minimums are checked on what `npm run content-api` serves.
const { app } = serverForFile({ argv: [] });

const call = contractCaller(app);

describe('beside /api/v1', () => {
  it('/health answers ok', async () => {
    const response = await app().inject('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('serves uploads with long cache headers and the right content types', async () => {
    const [post] = await call('get-popular-blog-list');
    const webp = await app().inject(new URL(post?.blog_image ?? '').pathname);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const [logo] = await call('get-trustedby-data');
    const svg = await app().inject(new URL(logo?.logo ?? '').pathname);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
  });

  it('every image URL in the answers resolves to a file', async () => {
    const bodies = await Promise.all(
      [
        'get-popular-blog-list',
        'get-event-list',
        'get-trustedby-data',
        'get-technology-list',
        'get-team-list',
        'get-pricing-list',
        'get-developer-skills-roles',
      ].map((name) => getJson(app(), `${API}/${name}`)),
    );
    const urls = new Set(JSON.stringify(bodies).match(/http:\/\/api\.test:4010\/uploads\/[^"]+/g));
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) expect((await app().inject(new URL(url).pathname)).statusCode, url).toBe(200);
  });

  it('raster images have the brief’s aspect ratios', async () => {
    const sharp = (await import('sharp')).default;
    for (const [name, width, height] of [
      ['banner-01', 1600, 900],
      ['card-01', 800, 600],
      ['avatar-01', 400, 400],
    ] as const) {
      const response = await app().inject(`/uploads/images/${name}.webp`);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });
});
