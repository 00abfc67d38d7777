// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mediaQueries, overflows, perViewCss } from '@/components/ui/carousel/per-view';

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
