// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import contentApiImageLoader from '@/lib/images/loader';
import { DEVICE_WIDTHS, QUALITIES, VARIANT_WIDTHS } from '@site/shared/image-widths';
import nextConfig from '@/next.config';
import { site } from '@/lib/site';

const API = 'http://127.0.0.1:4010';
const OTHER_CMS = 'https://cdn.example';

describe('the next/image loader', () => {
  beforeEach(() => vi.stubEnv('CONTENT_API_ORIGIN', API));
  afterEach(() => vi.unstubAllEnvs());

  it('points a content API upload at its variant on the site’s own origin, never at /_next/image', () => {
    expect(contentApiImageLoader({ src: `${API}/uploads/images/card-01.webp`, width: 640 })).toBe(
      '/media/variants/640/75/images/card-01.webp',
    );
    expect(contentApiImageLoader({ src: `${API}/uploads/images/banner-02.webp`, width: 1600, quality: 70 })).toBe(
      '/media/variants/1600/70/images/banner-02.webp',
    );
  });

  it('leaves another origin’s uploads on that origin: the site proxies only its own content API', () => {
    expect(contentApiImageLoader({ src: `${OTHER_CMS}/uploads/images/card-01.webp`, width: 640 })).toBe(
      `${OTHER_CMS}/variants/640/75/images/card-01.webp`,
    );
  });

  it('fetches the file alone when the address carries a focal point (a video’s poster, a picture)', () => {
    expect(contentApiImageLoader({ src: `${API}/uploads/images/card-01.webp#focus=20,85`, width: 1080 })).toBe(
      '/media/variants/1080/75/images/card-01.webp',
    );
    expect(contentApiImageLoader({ src: `${API}/uploads/logos/acme.svg#focus=20,85`, width: 640 })).toBe(
      '/media/uploads/logos/acme.svg',
    );
  });

  it('serves a content API SVG as it is, from the site’s own origin too', () => {
    expect(contentApiImageLoader({ src: `${API}/uploads/logos/acme.svg`, width: 640 })).toBe(
      '/media/uploads/logos/acme.svg',
    );
  });

  it('leaves other origins’ SVGs, the site’s own files and other paths as they are', () => {
    for (const src of [`${OTHER_CMS}/uploads/logos/acme.svg`, '/images/not-found.svg', `${API}/api/v1/poster.webp`]) {
      expect(contentApiImageLoader({ src, width: 640 })).toBe(src);
    }
  });

  it('asks for what next.config.ts rewrites to the content API, and checks the origin it inlines', async () => {
    const origin = new URL(site.contentApiUrl).origin;
    expect(nextConfig.env).toMatchObject({ CONTENT_API_ORIGIN: origin });
    const rewrites = await nextConfig.rewrites?.();
    expect(Array.isArray(rewrites) ? rewrites : rewrites?.afterFiles).toContainEqual({
      source: '/media/:kind(variants|uploads)/:path*',
      destination: `${origin}/:kind/:path*`,
    });
  });

  it('is the loader next.config.ts uses, with the widths and qualities the content API accepts', () => {
    expect(nextConfig.images).toMatchObject({ loader: 'custom', loaderFile: './lib/images/loader.ts' });
    const { deviceSizes = [], imageSizes = [], qualities = [] } = nextConfig.images ?? {};
    expect([...imageSizes, ...deviceSizes]).toEqual(VARIANT_WIDTHS);
    expect(qualities).toEqual(QUALITIES);
    // The widest candidate is every srcset's fallback `src`: no 3840 px image for a 1,200 px box.
    expect(Math.max(...deviceSizes)).toBe(Math.max(...DEVICE_WIDTHS));
    expect(Math.max(...deviceSizes)).toBeLessThanOrEqual(1600);
  });

  it('has only SVGs to serve from public/images, which need no resizing', () => {
    const files = fs.readdirSync(path.join(process.cwd(), 'public/images'), { recursive: true, encoding: 'utf8' });
    const rasters = files.filter((file) => /\.(?:png|jpe?g|webp|avif|gif)$/i.test(file));
    // A photo belongs in the CMS, where it gets variants: from public/ it would be sent full size.
    expect(rasters).toEqual([]);
    expect(files.some((file) => file.endsWith('.svg'))).toBe(true);
  });
});
