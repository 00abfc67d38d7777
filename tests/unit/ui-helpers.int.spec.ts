// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mediaQueries, overflows, perViewCss } from '@/components/ui/carousel/per-view';
import { nextIndex } from '@/lib/a11y/roving-focus';

describe('roving focus', () => {
  it('wraps with the arrow keys of its orientation', () => {
    expect(nextIndex('ArrowRight', 3, 4, 'horizontal')).toBe(0);
    expect(nextIndex('ArrowLeft', 0, 4, 'horizontal')).toBe(3);
    expect(nextIndex('ArrowDown', 1, 4, 'vertical')).toBe(2);
    expect(nextIndex('ArrowDown', 1, 4, 'horizontal')).toBeNull();
    expect(nextIndex('End', 0, 4, 'vertical')).toBe(3);
    expect(nextIndex('Home', 2, 4, 'vertical')).toBe(0);
  });
});

describe('carousel slides per view', () => {
  const perView = [
    { from: 0, show: 1 },
    { from: 481, show: 2 },
    { from: 900, show: 3, scroll: 3 },
  ];

  it('writes mobile-first CSS for the static track', () => {
    expect(perViewCss('c1', perView)).toBe(
      '[data-carousel="c1"]{--per-view:1}@media (min-width:481px){[data-carousel="c1"]{--per-view:2}}@media (min-width:900px){[data-carousel="c1"]{--per-view:3}}',
    );
    expect(mediaQueries(perView)).toEqual(['(min-width: 0px)', '(min-width: 481px)', '(min-width: 900px)']);
  });

  it('needs a slider only when the slides overflow at some width', () => {
    expect(overflows(1, perView)).toBe(false);
    expect(overflows(2, perView)).toBe(true);
  });
});
