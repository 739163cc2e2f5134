/** Shortest horizontal travel, in CSS pixels, that counts as a swipe rather than a tap or a wobble. */
export const SWIPE_MIN_PX = 40;

/**
 * Which way a pointer that moved by (dx, dy) asks to browse: 1 for the next item (swiped to the left), -1 for the
 * previous one (to the right), 0 for a tap, a short move or a mostly vertical one (the visitor scrolling).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The index `step` items away from `index` in a set of `count`, wrapping around both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
