// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import contentApiImageLoader from '@/lib/images/loader';
import { DEVICE_WIDTHS, QUALITIES, VARIANT_WIDTHS } from '@site/shared/image-widths';
import nextConfig from '@/next.config';

const API = 'http://127.0.0.1:4010';

describe('the next/image loader', () => {
  it('points a content API upload at its variant on the content API, never at /_next/image', () => {
    expect(contentApiImageLoader({ src: `${API}/uploads/images/card-01.webp`, width: 640 })).toBe(
      `${API}/variants/640/75/images/card-01.webp`,
    );
    expect(contentApiImageLoader({ src: `${API}/uploads/images/banner-02.webp`, width: 1600, quality: 70 })).toBe(
      `${API}/variants/1600/70/images/banner-02.webp`,
    );
  });

  it('leaves SVGs, the site’s own files and other paths as they are', () => {
    for (const src of [`${API}/uploads/logos/acme.svg`, '/images/not-found.svg', `${API}/api/v1/poster.webp`]) {
      expect(contentApiImageLoader({ src, width: 640 })).toBe(src);
    }
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
