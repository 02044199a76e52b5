// Which widths an original is encoded at: the use's widths, never upscaled. Used by the encoder and the sprite
// sheet at every run (also to rebuild cached manifest entries).

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
