// Keyboard movement shared by tab lists and accordion headers (WAI-ARIA Authoring Practices).

export type Orientation = 'horizontal' | 'vertical';

const KEYS: Record<Orientation, { prev: string; next: string }> = {
  horizontal: { prev: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { prev: 'ArrowUp', next: 'ArrowDown' },
};

/** The index a key moves to (wrapping), or null when the key is not a navigation key. */
export function nextIndex(key: string, current: number, count: number, orientation: Orientation): number | null {
  if (count === 0) return null;
  const { prev, next } = KEYS[orientation];
  if (key === next) return (current + 1) % count;
  if (key === prev) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
