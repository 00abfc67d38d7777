import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { site } from '@/lib/site';
import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';

// The content API whose origin next.config.ts inlines (tests/int/support/image-config.ts): its variants are the site's.
const API = new URL(site.contentApiUrl).origin;
const PHOTO = `${API}/uploads/images/card-01.webp`;
const variant = (width: number) => `/media/variants/${width}/75/images/card-01.webp`;

/** The server HTML a crawler or the browser's preload scanner reads: the img and any preload link. */
function html(element: React.ReactElement) {
  const markup = renderToString(
    <html>
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, so React hoists preloads into its head as in a page */}
      <head />
      <body>{element}</body>
    </html>,
  );
  const document = new DOMParser().parseFromString(markup, 'text/html');
  return { img: document.querySelector('img')!, preload: document.querySelector('link[rel="preload"][as="image"]') };
}

describe('ResponsiveImage', () => {
  it('gives a grid image every content API variant from the smallest its sizes can use, lazily', () => {
    const { img, preload } = html(
      <ResponsiveImage src={PHOTO} alt="A card" fill sizes="(max-width: 767px) 100vw, 33vw" />,
    );
    expect(img.getAttribute('alt')).toBe('A card');
    expect(img.getAttribute('sizes')).toBe('(max-width: 767px) 100vw, 33vw');
    // 33vw of the narrowest phone (640 px) is 211 px, so 256 px is the smallest useful candidate.
    expect(img.getAttribute('srcset')).toBe(
      [256, 384, 640, 750, 828, 1080, 1200, 1600].map((width) => `${variant(width)} ${width}w`).join(', '),
    );
    expect(img.getAttribute('src')).toBe(variant(1600));
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(preload).toBeNull();
  });

  it('gives a fixed-size image 1x and 2x candidates and keeps its width and height (no layout shift)', () => {
    const { img } = html(<ResponsiveImage src={PHOTO} alt="Ada" width={96} height={96} />);
    expect(img.getAttribute('srcset')).toBe(`${variant(96)} 1x, ${variant(256)} 2x`);
    expect(img.getAttribute('width')).toBe('96');
    expect(img.getAttribute('height')).toBe('96');
  });

  it('preloads the largest paint from the head at high priority, with the srcset and sizes the img uses', () => {
    const { img, preload } = html(<ResponsiveImage src={PHOTO} alt="" fill sizes="100vw" preload />);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).not.toBe('lazy');
    expect(preload?.getAttribute('imagesrcset')).toBe(img.getAttribute('srcset'));
    expect(preload?.getAttribute('imagesizes')).toBe('100vw');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(preload?.parentElement?.tagName).toBe('HEAD');
  });

  it('keeps a focal point staff set in view where the picture is cut, and never sends it to the resizer', () => {
    const { img, preload } = html(<ResponsiveImage src={`${PHOTO}#focus=20,85`} alt="" fill sizes="100vw" preload />);
    expect(img.style.objectPosition).toBe('20% 85%');
    expect(img.getAttribute('srcset')).not.toContain('#');
    expect(img.getAttribute('src')).toBe(variant(1600));
    expect(preload?.getAttribute('imagesrcset')).toBe(img.getAttribute('srcset'));
    // No point set: the browser's own centre, and nothing added to the element.
    expect(html(<ResponsiveImage src={PHOTO} alt="" fill sizes="100vw" />).img.style.objectPosition).toBe('');
  });

  it('serves an SVG as it is: a vector has no width to pick', () => {
    const { img } = html(<ResponsiveImage src="/images/not-found.svg" alt="" width={64} height={64} />);
    expect(img.getAttribute('src')).toBe('/images/not-found.svg');
  });
});
