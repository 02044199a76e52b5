// Which widths an original is encoded at: the use's widths, never upscaled, and the zoom widths of an original with
// more pixels than the largest of those. Used by the encoder and the sprite sheet at every run (also to rebuild
// cached manifest entries).

/**
 * The widths ≤ the original's width, ascending. When that drops the largest width, the original's own width takes
 * its place, so the biggest screens still get every pixel there is (a 900 px original for [400, 800, 1600] gives
 * [400, 800, 900]; a 300 px one gives [300]).
 */
export function variantWidths(widths: readonly number[], originalWidth: number): number[] {
  const sorted = [...widths].sort((a, b) => a - b);
  const kept = sorted.filter((w) => w <= originalWidth);
  if (kept.length < sorted.length && !kept.includes(originalWidth)) kept.push(originalWidth);
  return kept;
}

/**
 * The zoom widths of an original wider than every one of `widths`, fitted to it like `variantWidths` (zoom [2400,
 * 3200] beyond [360, 600, 1600]: a 2600 px original gives [2400, 2600], a 2000 px one [2000], a 5000 px one [2400,
 * 3200]); none for an original that `widths` already show whole.
 */
export function zoomWidths(zoom: readonly number[], widths: readonly number[], originalWidth: number): number[] {
  return zoom.length > 0 && widths.every((w) => w < originalWidth) ? variantWidths(zoom, originalWidth) : [];
}
