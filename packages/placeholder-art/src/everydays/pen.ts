import { ellipsePath, jitter, mapPoints, smoothPath, wobbleEllipse, type Rng } from "../kit/hand-drawn.ts";
import type { Point } from "../kit/svg.ts";

// The Everydays pen: quick wobbly ink over flat marker colour, and a compact way to write hand-placed points.

/** A loose ink pen: wobbly strokes, loops and shapes, and flat marker colour laid under them slightly off-register. */
export function inkPen(rng: Rng, wobble = 3) {
  const lines: { d: string; w: number }[] = [];
  const fills: { d: string; m: number }[] = [];
  const dots: string[] = [];
  const offRegister = (d: string) => mapPoints(d, (x, y) => [x + 9, y + 7]);
  const pen = {
    rng,
    lines,
    fills,
    dots,
    /** An open stroke through the points. */
    line(pts: readonly Point[], w = 6) {
      lines.push({ d: smoothPath(jitter(rng, pts, wobble)), w });
      return pen;
    },
    /** A straight-ish stroke from one point to another. */
    seg(x1: number, y1: number, x2: number, y2: number, w = 6) {
      return pen.line(
        [
          [x1, y1],
          [x2, y2],
        ],
        w,
      );
    },
    /** A closed outline through the points, filled with marker `m` (0 or 1) when given. */
    shape(pts: readonly Point[], m?: number, w = 6) {
      if (m !== undefined) fills.push({ d: offRegister(smoothPath(pts, true)), m });
      lines.push({ d: smoothPath(jitter(rng, pts, wobble), true), w });
      return pen;
    },
    /** A quick ellipse, optionally filled with marker `m`. */
    loop(cx: number, cy: number, rx: number, ry = rx, m?: number, w = 6) {
      if (m !== undefined) fills.push({ d: offRegister(ellipsePath(cx, cy, rx, ry)), m });
      lines.push({ d: wobbleEllipse(rng, cx, cy, rx, ry, wobble * 0.7, 0.1), w });
      return pen;
    },
    /** A solid ink dot (pupils, seeds, buttons). */
    dot(x: number, y: number, rad: number) {
      dots.push(ellipsePath(x, y, rad, rad));
      return pen;
    },
  };
  return pen;
}
export type Pen = ReturnType<typeof inkPen>;

/** Points written compactly, "x y, x y, …", then scaled by `s` and moved by (dx, dy): readable hand-placed shapes. */
export const pts = (list: string, dx = 0, dy = 0, s = 1): Point[] =>
  list.split(",").map((pair) => {
    const [x = 0, y = 0] = pair.trim().split(/\s+/).map(Number);
    return [dx + x * s, dy + y * s];
  });
