// Moving through a section in the viewer: keys, swipes and wrapping at the ends.

/** The index `delta` steps from `index`, wrapping around: after the last image comes the first, and back again. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** A swipe must travel this far (CSS px) sideways to count; shorter moves are taps or jitter. */
export const SWIPE_THRESHOLD = 50;

/**
 * The step a pointer gesture asks for: +1 (next) when it moved left, -1 (previous) when it moved right, 0 when it
 * was too short or mostly vertical (a scroll or pinch attempt, not a swipe).
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dy) * 1.5 > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The step a key asks for. Keys with a modifier are left to the browser (Alt+← is Back); the rest of the keyboard
 * (Tab, Enter on the buttons, Escape through the dialog's cancel event) works as usual.
 */
export function keyStep(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): -1 | 0 | 1 {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
  if (event.key === "ArrowRight") return 1;
  if (event.key === "ArrowLeft") return -1;
  return 0;
}
