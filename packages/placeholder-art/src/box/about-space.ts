import type { random } from "../kit/random.ts";
import type { Point } from "../kit/svg.ts";

// The about picture's space: the studio is the inside of a shadow box seen from its open front, and every part of
// the picture places itself through inBox() so the walls, the desk and what stands on it share one perspective.

export const ABOUT_W = 1200;
export const ABOUT_H = 1500;
/** The width of the box's gold rim around the picture. */
export const RIM = 48;
/** Where the box's depth lines meet: high up, so we look down onto the desk top and the sketchbook. */
const VP: Point = [600, 420];
/** How big the back wall looks next to the open front (perspective shrink at full depth). */
const BACK = 0.6;

/** A point inside the box: X across (0 left wall, 1 right), Y down (0 ceiling, 1 floor), Z deep (0 front, 1 back). */
export function inBox(X: number, Y: number, Z: number): Point {
  const fx = RIM + X * (ABOUT_W - 2 * RIM);
  const fy = RIM + Y * (ABOUT_H - 2 * RIM);
  const k = depthScale(Z);
  return [VP[0] + (fx - VP[0]) * k, VP[1] + (fy - VP[1]) * k];
}
/** True perspective: things shrink with 1 / distance, so Z = 1 lands exactly on the back wall. */
export const depthScale = (Z: number) => 1 / (1 + (1 / BACK - 1) * Z);

/** The desk: a warm wooden top on four legs, set in the room with the same perspective. */
export const DESK = { Y: 0.68, X0: 0.1, X1: 0.9, Z0: 0.1, Z1: 0.58, T: 0.03 };

export const wood = "#c98c42";
export const woodDark = "#a86f2e";

export const stroke = (w: number) => ` stroke-width="${w}"`;

/** The seeded random source the picture draws from, one per seed so each picture is reproducible. */
export type Rnd = ReturnType<typeof random>;
