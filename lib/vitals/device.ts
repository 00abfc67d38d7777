// The device class of a view, by its viewport's width and the site's own breakpoints (lib/breakpoints.ts).
import { BREAKPOINTS } from '../breakpoints';
import type { Device } from './contract';

/** Phones up to `small` (one column), tablets up to `desktop` (an iPad held either way), desktops past it. */
export function deviceOf(width: number): Device {
  if (width <= BREAKPOINTS.small) return 'phone';
  return width <= BREAKPOINTS.desktop ? 'tablet' : 'desktop';
}
