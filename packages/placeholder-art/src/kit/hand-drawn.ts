import type { random } from "./random.ts";
import { r } from "./svg.ts";
import type { Point } from "./svg.ts";

// Hand-drawn building blocks shared by the Mindfully Bored, xTRA BORED and Everydays drawers: a monoline stroke
// alphabet, wobbly pencil and ink lines, and typed recipe readers. Words are drawn as paths, not <text>, because the
// rasteriser's system fonts differ between machines (and librsvg ignores textLength), and because the brand
// guidelines PDF draws the very same paths, so the cover looks identical in both.

export type Rng = ReturnType<typeof random>;

/** Applies `fn` to every coordinate pair of a path written with absolute M, L, Q, C and Z commands only. */
export const mapPoints = (d: string, fn: (x: number, y: number) => Point) =>
  d.replace(/(-?\d*\.?\d+) (-?\d*\.?\d+)/g, (_, x: string, y: string) => {
    const [X, Y] = fn(Number(x), Number(y));
    return `${r(X)} ${r(Y)}`;
  });

/** The bounding box of a path's points (control points included, so it is never too small). */
export function bounds(d: string) {
  const xs: number[] = [];
  const ys: number[] = [];
  mapPoints(d, (x, y) => (xs.push(x), ys.push(y), [x, y]));
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** A closed circle (or ellipse) from four cubic curves, so it survives any affine map through `mapPoints`. */
export const ellipsePath = (cx: number, cy: number, rx: number, ry = rx) =>
  `M${r(cx + rx)} ${r(cy)} ${arcTo(cx, cy, rx, ry, 0, Math.PI * 2)} Z`;

/**
 * Cubic segments ("C …") along an elliptical arc from angle a0 to a1 (radians, either direction, y down); the caller
 * starts the path at the arc's first point. Only cubics, so the result survives any affine map through `mapPoints`.
 */
export function arcTo(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number) {
  const steps = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2)));
  const da = (a1 - a0) / steps;
  const k = (4 / 3) * Math.tan(da / 4);
  const p = (x: number, y: number) => `${r(x)} ${r(y)}`;
  let d = "";
  for (let i = 0; i < steps; i++) {
    const [s, e] = [a0 + da * i, a0 + da * (i + 1)];
    const [sx, sy, ex, ey] = [Math.cos(s), Math.sin(s), Math.cos(e), Math.sin(e)];
    d += `C${p(cx + rx * (sx - k * sy), cy + ry * (sy + k * sx))} ${p(cx + rx * (ex + k * ey), cy + ry * (ey - k * ex))} ${p(cx + rx * ex, cy + ry * ey)} `;
  }
  return d.trim();
}

/** The point at angle `a` on an ellipse. */
export const onEllipse = (cx: number, cy: number, rx: number, ry: number, a: number): Point => [
  cx + rx * Math.cos(a),
  cy + ry * Math.sin(a),
];

/** A smooth curve through the points (Catmull-Rom as cubic Béziers): the base of every wobbly line. */
export function smoothPath(pts: readonly Point[], closed = false) {
  const n = pts.length;
  const at = (i: number): Point => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]) as Point;
  const p = ([x, y]: Point) => `${r(x)} ${r(y)}`;
  let d = `M${p(at(0))}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${p(c1)} ${p(c2)} ${p(p2)}`;
  }
  return closed ? `${d} Z` : d;
}

/** The points nudged by up to `amp` pixels: the hand's tremor. */
export const jitter = (rng: Rng, pts: readonly Point[], amp: number): Point[] =>
  pts.map(([x, y]) => [x + (rng.next() - 0.5) * 2 * amp, y + (rng.next() - 0.5) * 2 * amp]);

/** A straight stroke drawn by hand: slightly bowed, never quite straight. */
export function wobbleLine(rng: Rng, x1: number, y1: number, x2: number, y2: number, amp = 2) {
  const pts: Point[] = [0, 0.33, 0.66, 1].map((t) => [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t]);
  return smoothPath(jitter(rng, pts, amp));
}

/** A hand-drawn ellipse that overshoots its start, as a quick loop of the pen does. */
export function wobbleEllipse(rng: Rng, cx: number, cy: number, rx: number, ry: number, amp = 2, overshoot = 0.12) {
  const start = rng.next() * Math.PI * 2;
  const steps = 9;
  const pts: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = start + ((Math.PI * 2 * (1 + overshoot)) / steps) * i;
    pts.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  return smoothPath(jitter(rng, pts, amp));
}

/** Parallel hatching lines covering a box at an angle (clip them to a shape to shade it). */
export function hatch(x: number, y: number, w: number, h: number, angleDeg: number, gap: number, rng?: Rng) {
  const a = (angleDeg * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const [cx, cy] = [x + w / 2, y + h / 2];
  const reach = Math.hypot(w, h) / 2;
  let d = "";
  for (let t = -reach; t <= reach; t += gap) {
    const [ox, oy] = [cx - dy * t, cy + dx * t];
    const k = reach * (rng ? 0.8 + rng.next() * 0.2 : 1);
    d += `M${r(ox - dx * k)} ${r(oy - dy * k)} L${r(ox + dx * k)} ${r(oy + dy * k)} `;
  }
  return d.trim();
}

// A monoline alphabet on a grid 10 units tall: [advance width, strokes]. Round caps and joins give it its friendly,
// hand-lettered look; a dot is a zero-length stroke.
const GLYPHS: Record<string, readonly [number, string]> = {
  A: [8, "M0 10 L4 0 L8 10 M1.5 6.5 L6.5 6.5"],
  B: [6.5, "M0 10 L0 0 L3.5 0 C6 0 6 5 3.5 5 L0 5 M3.5 5 C6.8 5 6.8 10 3.5 10 L0 10"],
  C: [7.8, "M7.8 2 C6.9 0.7 5.6 0 4.2 0 C1.8 0 0 2.2 0 5 C0 7.8 1.8 10 4.2 10 C5.6 10 6.9 9.3 7.8 8"],
  D: [7.5, "M0 0 L0 10 L3 10 C5.8 10 7.5 7.8 7.5 5 C7.5 2.2 5.8 0 3 0 Z"],
  E: [6, "M6 0 L0 0 L0 10 L6 10 M0 5 L5 5"],
  F: [6, "M6 0 L0 0 L0 10 M0 5 L5 5"],
  G: [8, "M7.8 2 C6.9 0.7 5.6 0 4.2 0 C1.8 0 0 2.2 0 5 C0 7.8 1.8 10 4.2 10 C6.4 10 8 8.4 8 6 L8 5.5 L4.6 5.5"],
  H: [7, "M0 0 L0 10 M7 0 L7 10 M0 5 L7 5"],
  I: [0, "M0 0 L0 10"],
  J: [5, "M5 0 L5 7 C5 9 3.8 10 2.5 10 C1.2 10 0 9 0 7.5"],
  K: [6.5, "M0 0 L0 10 M6.5 0 L0 6.5 M2.3 4.3 L6.5 10"],
  L: [5.5, "M0 0 L0 10 L5.5 10"],
  M: [9, "M0 10 L0 0 L4.5 7 L9 0 L9 10"],
  N: [7, "M0 10 L0 0 L7 10 L7 0"],
  O: [9, "M4.5 0 C7 0 9 2.2 9 5 C9 7.8 7 10 4.5 10 C2 10 0 7.8 0 5 C0 2.2 2 0 4.5 0 Z"],
  P: [6.5, "M0 10 L0 0 L3.5 0 C6.5 0 6.5 5.5 3.5 5.5 L0 5.5"],
  Q: [9, "M4.5 0 C7 0 9 2.2 9 5 C9 7.8 7 10 4.5 10 C2 10 0 7.8 0 5 C0 2.2 2 0 4.5 0 Z M5.8 7.2 L9 10.2"],
  R: [6.5, "M0 10 L0 0 L3.5 0 C6.5 0 6.5 5.5 3.5 5.5 L0 5.5 M3.2 5.5 L6.5 10"],
  S: [
    6.5,
    "M6.2 1.6 C5.5 0.5 4.4 0 3.2 0 C1.4 0 0.2 1.1 0.2 2.6 C0.2 6 6.5 4.2 6.5 7.4 C6.5 9 5.1 10 3.2 10 C1.8 10 0.7 9.4 0 8.3",
  ],
  T: [7, "M0 0 L7 0 M3.5 0 L3.5 10"],
  U: [7, "M0 0 L0 6.5 C0 8.6 1.5 10 3.5 10 C5.5 10 7 8.6 7 6.5 L7 0"],
  V: [8, "M0 0 L4 10 L8 0"],
  W: [11, "M0 0 L2.6 10 L5.5 2 L8.4 10 L11 0"],
  X: [7, "M0 0 L7 10 M7 0 L0 10"],
  Y: [7.5, "M0 0 L3.75 5 L7.5 0 M3.75 5 L3.75 10"],
  Z: [7, "M0 0 L7 0 L0 10 L7 10"],
  x: [5.5, "M0 3.5 L5.5 10 M5.5 3.5 L0 10"],
  "0": [7, "M3.5 0 C5.6 0 7 2.2 7 5 C7 7.8 5.6 10 3.5 10 C1.4 10 0 7.8 0 5 C0 2.2 1.4 0 3.5 0 Z"],
  "1": [3, "M0 2 L3 0 L3 10"],
  "2": [6.5, "M0.3 2.5 C0.6 1 1.8 0 3.3 0 C5 0 6.3 1.2 6.3 2.8 C6.3 5.2 2.5 6.5 0 10 L6.5 10"],
  "3": [
    6.5,
    "M0.3 1.5 C1 0.5 2 0 3.2 0 C5 0 6 1.1 6 2.5 C6 4 4.8 4.8 2.8 4.8 C5 4.8 6.5 5.8 6.5 7.4 C6.5 9 5.2 10 3.3 10 C2 10 0.8 9.4 0 8.3",
  ],
  "4": [7, "M5 10 L5 0 L0 7 L7 7"],
  "5": [
    6.5,
    "M6 0 L1 0 L0.4 4.6 C1.2 4 2.2 3.7 3.3 3.7 C5.2 3.7 6.5 5 6.5 6.8 C6.5 8.7 5.1 10 3.2 10 C1.9 10 0.8 9.4 0 8.4",
  ],
  "6": [
    6.5,
    "M5.6 0.8 C4.9 0.3 4.1 0 3.3 0 C1.2 0 0 2.5 0 6 C0 8.5 1.4 10 3.3 10 C5.1 10 6.5 8.7 6.5 6.8 C6.5 5 5.2 3.8 3.4 3.8 C1.9 3.8 0.6 4.6 0 6",
  ],
  "7": [6.5, "M0 0 L6.5 0 L2.5 10"],
  "8": [
    6.5,
    "M3.25 4.8 C1.5 4.8 0.4 3.9 0.4 2.4 C0.4 1 1.6 0 3.25 0 C4.9 0 6.1 1 6.1 2.4 C6.1 3.9 5 4.8 3.25 4.8 C1.3 4.8 0 5.8 0 7.4 C0 9 1.4 10 3.25 10 C5.1 10 6.5 9 6.5 7.4 C6.5 5.8 5.2 4.8 3.25 4.8 Z",
  ],
  "9": [
    6.5,
    "M0.9 9.2 C1.6 9.7 2.4 10 3.2 10 C5.3 10 6.5 7.5 6.5 4 C6.5 1.5 5.1 0 3.2 0 C1.4 0 0 1.3 0 3.2 C0 5 1.3 6.2 3.1 6.2 C4.6 6.2 5.9 5.4 6.5 4",
  ],
  "-": [4, "M0 5.5 L4 5.5"],
  "—": [8, "M0 5.5 L8 5.5"],
  "+": [6, "M3 2.5 L3 8.5 M0 5.5 L6 5.5"],
  ".": [0, "M0 9.9 L0 10"],
  ",": [0.8, "M0.8 9.2 L0 11.5"],
  ":": [0, "M0 3.4 L0 3.5 M0 9.9 L0 10"],
  "!": [0, "M0 0 L0 6.5 M0 9.9 L0 10"],
  "'": [0, "M0 0 L0 2.5"],
  "/": [5, "M5 0 L0 10"],
  "#": [7, "M2.3 0.5 L1.3 9.5 M5.7 0.5 L4.7 9.5 M0.3 3.3 L7 3.3 M0 6.7 L6.7 6.7"],
};
const SPACE = 4.5;
const GAP = 2.6;

export type LetteringOptions = {
  /** Cap height in pixels. */
  size: number;
  /** Extra space between letters, in cap heights (0.3 gives airy, calm tracking). */
  tracking?: number;
  anchor?: "start" | "middle" | "end";
  /** Per-point wobble in pixels, for ink and marker lettering. */
  wobble?: { rng: Rng; amp: number };
};

/** The width in pixels that `letter` will give the text. */
export function measure(text: string, { size, tracking = 0 }: LetteringOptions) {
  let units = 0;
  [...text].forEach((ch, i) => {
    if (i > 0) units += GAP + tracking * 10;
    units += ch === " " ? SPACE : (GLYPHS[ch] ?? GLYPHS[ch.toUpperCase()] ?? [SPACE])[0];
  });
  return (units * size) / 10;
}

/** Text as one stroke path whose cap line starts at `y`; stroke it with round caps and joins. */
export function letter(text: string, x: number, y: number, options: LetteringOptions) {
  const { size, tracking = 0, anchor = "start", wobble } = options;
  const width = measure(text, options);
  const k = size / 10;
  let cursor = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  let d = "";
  for (const ch of text) {
    const glyph = ch === " " ? undefined : (GLYPHS[ch] ?? GLYPHS[ch.toUpperCase()]);
    if (glyph) {
      const at = cursor;
      d += mapPoints(glyph[1], (gx, gy) => {
        const [jx, jy] = wobble ? (jitter(wobble.rng, [[0, 0]], wobble.amp)[0] ?? [0, 0]) : [0, 0];
        return [at + gx * k + jx, y + gy * k + jy];
      });
      d += " ";
    }
    cursor += ((glyph?.[0] ?? SPACE) + GAP + tracking * 10) * k;
  }
  return d.trim();
}

/** Points along an elliptical arc from a0 to a1 degrees (y down), for hand-drawn curves. */
export const arcPoints = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 8): Point[] =>
  Array.from({ length: n + 1 }, (_, i) => onEllipse(cx, cy, rx, ry, ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180));
