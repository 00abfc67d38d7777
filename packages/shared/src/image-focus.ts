// A picture's focal point travels as a fragment on its address (`/uploads/a.jpg#focus=30,70`): the CMS stores it in
// the image field as it is, the variant endpoint never sees it (browsers do not send fragments), and the site keeps
// that point in view wherever the picture is cut to fit a card or a banner.

/** Percent across and down the picture, whole numbers 0–100; 50,50 is the centre, where an unset point falls. */
export interface Focus {
  x: number;
  y: number;
}

export const CENTRE: Focus = { x: 50, y: 50 };

const FOCUS_FRAGMENT = /^#focus=(\d{1,3}),(\d{1,3})$/;

const inRange = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= 100;

/** An image address split into the file's own address and its focal point (null when none, or not a valid one). */
export function splitFocus(address: string): { src: string; focus: Focus | null } {
  const hash = address.indexOf('#');
  if (hash < 0) return { src: address, focus: null };
  const match = FOCUS_FRAGMENT.exec(address.slice(hash));
  const focus = match ? { x: Number(match[1]), y: Number(match[2]) } : null;
  return { src: address.slice(0, hash), focus: focus && inRange(focus.x) && inRange(focus.y) ? focus : null };
}

/** The address with `focus` as its only fragment; the centre is written as no fragment, the default it is. */
export function withFocus(address: string, focus: Focus): string {
  const { src } = splitFocus(address);
  if (!inRange(focus.x) || !inRange(focus.y)) throw new RangeError('A focal point is whole percents from 0 to 100');
  return focus.x === CENTRE.x && focus.y === CENTRE.y ? src : `${src}#focus=${focus.x},${focus.y}`;
}

/** The file's own address, for what fetches or names it (structured data, feeds, the variant endpoint). */
export const withoutFocus = (address: string): string => splitFocus(address).src;

/** CSS `object-position` for a focal point. */
export const objectPositionOf = (focus: Focus): string => `${focus.x}% ${focus.y}%`;
