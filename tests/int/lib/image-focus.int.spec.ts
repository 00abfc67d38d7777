// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitFocus, withFocus, withoutFocus } from '@site/shared/image-focus';
import { isCutToFit, thumbnailOf } from '@/lib/staff/editor/thumbnail';

const PHOTO = '/uploads/images/card-03.webp';

describe('a picture’s focal point, kept on its address', () => {
  it('is written as whole percents, and the centre as no fragment at all', () => {
    expect(withFocus(PHOTO, { x: 20, y: 85 })).toBe(`${PHOTO}#focus=20,85`);
    expect(withFocus(`${PHOTO}#focus=20,85`, { x: 0, y: 100 })).toBe(`${PHOTO}#focus=0,100`);
    expect(withFocus(`${PHOTO}#focus=20,85`, { x: 50, y: 50 })).toBe(PHOTO);
    expect(() => withFocus(PHOTO, { x: 101, y: 0 })).toThrow(RangeError);
  });

  it('is read back, and anything else after # is no focal point', () => {
    expect(splitFocus(`${PHOTO}#focus=20,85`)).toEqual({ src: PHOTO, focus: { x: 20, y: 85 } });
    expect(splitFocus(PHOTO)).toEqual({ src: PHOTO, focus: null });
    for (const fragment of ['#focus=101,5', '#focus=-1,5', '#top', '#focus=1,1#focus=2,2'])
      expect(splitFocus(PHOTO + fragment).focus, fragment).toBeNull();
    expect(withoutFocus(`https://cms.example${PHOTO}#focus=1,2`)).toBe(`https://cms.example${PHOTO}`);
  });

  it('is offered in the editor for photos, which pages cut, and not for an SVG, which is drawn whole', () => {
    expect(thumbnailOf(`${PHOTO}#focus=20,85`)).toBe('/media/variants/256/70/images/card-03.webp');
    expect(thumbnailOf(PHOTO, 640)).toBe('/media/variants/640/70/images/card-03.webp');
    expect(isCutToFit(`${PHOTO}#focus=20,85`)).toBe(true);
    expect(isCutToFit('/uploads/logos/acme.svg')).toBe(false);
    expect(isCutToFit('https://elsewhere.example/a.webp')).toBe(false);
  });
});
