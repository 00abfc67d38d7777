// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { above, BREAKPOINTS, media, sizesFor } from '@/lib/breakpoints';

describe('breakpoints', () => {
  it('mirror styles/_breakpoints.scss exactly', () => {
    const scss = readFileSync('styles/_breakpoints.scss', 'utf8');
    const fromScss = Object.fromEntries(
      [...scss.matchAll(/^\s+([a-z-]+): (\d+)px,$/gm)].map(([, name, px]) => [name, Number(px)]),
    );
    expect(fromScss).toEqual(BREAKPOINTS);
  });

  it('builds the media queries of the SCSS mixins', () => {
    expect(above('tablet')).toBe(768);
    expect(media.below('tablet')).toBe('(max-width: 767px)');
    expect(media.above('laptop')).toBe('(min-width: 992px)');
  });

  it('builds image sizes from a grid’s columns, capped at a column of the full container', () => {
    // Three 384 px columns with two 24 px gaps fill the 1,200 px container.
    expect(sizesFor({ base: 1, tablet: 2, laptop: 3 })).toBe(
      '(max-width: 767px) 100vw, (max-width: 991px) 50vw, 384px',
    );
    expect(sizesFor({ base: 1 })).toBe('1200px');
    expect(sizesFor({ base: 2, desktop: 7 })).toBe('(max-width: 1024px) 50vw, 151px');
  });
});
