// Ink-and-paper primitives shared by the BitBait, Wall of Legends and Blue Chip Tattoo drawers. The "pen" draws the
// same shapes either clean (OG worms, comics, flash) or scrappy (the BLEMF twins), so one part library serves both
// looks. librsvg ignores textLength and textPath, so words are sized from an estimate of their width.
import { random } from "./random.ts";
import { esc, r } from "./svg.ts";
import type { Point } from "./svg.ts";

/** Points from a compact "x y, x y, …" list (as SVG writes them): art data stays one readable line per shape. */
export const pts = (list: string): Point[] =>
  list.split(",").map((pair) => {
    const [x = 0, y = 0] = pair.trim().split(/\s+/).map(Number);
    return [x, y] as const;
  });

/** The same, moved by (dx, dy): for a shape repeated at several places, such as a pair of eyes. */
export const moved = (list: string, dx: number, dy: number): Point[] =>
  pts(list).map(([x, y]) => [x + dx, y + dy] as const);

/** A path through the points: straight segments, or a Catmull-Rom curve that passes through every point. */
export function pathD(pts: readonly Point[], closed = true, smooth = true): string {
  const at = (i: number): Point => {
    const n = pts.length;
    const j = closed ? ((i % n) + n) % n : Math.min(n - 1, Math.max(0, i));
    return pts[j] as Point;
  };
  const first = at(0);
  let d = `M${r(first[0])} ${r(first[1])}`;
  const segments = closed ? pts.length : pts.length - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    if (!smooth) d += `L${r(p2[0])} ${r(p2[1])}`;
    else {
      const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
      const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
      d += `C${r(c1[0] ?? 0)} ${r(c1[1] ?? 0)} ${r(c2[0] ?? 0)} ${r(c2[1] ?? 0)} ${r(p2[0])} ${r(p2[1])}`;
    }
  }
  return closed ? `${d}Z` : d;
}

/** Samples a Catmull-Rom curve through the control points, `n` points per segment. */
export function spline(ctrl: readonly Point[], n: number): Point[] {
  const out: Point[] = [];
  const at = (i: number) => ctrl[Math.min(ctrl.length - 1, Math.max(0, i))] as Point;
  for (let i = 0; i < ctrl.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(at(ctrl.length - 1));
  return out;
}

/** A tube of varying width around a centre line; `side(k)` is the line k half-widths off the centre (k = ±1: edges). */
export function tube(centre: readonly Point[], widthAt: (t: number) => number) {
  const n = centre.length;
  const frames = centre.map((p, i) => {
    const a = centre[Math.max(0, i - 1)] as Point;
    const b = centre[Math.min(n - 1, i + 1)] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return { p, nx: -(b[1] - a[1]) / len, ny: (b[0] - a[0]) / len, w: widthAt(i / (n - 1)) / 2 };
  });
  const side = (k: number, from = 0, to = n): Point[] =>
    frames.slice(from, to).map(({ p, nx, ny, w }) => [p[0] + nx * w * k, p[1] + ny * w * k] as const);
  return { frames, side };
}

/** Points around an ellipse, starting at the top, clockwise. */
export const ellipsePts = (cx: number, cy: number, rx: number, ry: number, n = 16, rot = 0): Point[] =>
  Array.from({ length: n }, (_, i) => {
    const a = rot - Math.PI / 2 + (i / n) * Math.PI * 2;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as const;
  });

/**
 * A star, sparkle or comic burst: `spikes` points alternating between two radii, the first straight up (`turn`
 * degrees clockwise from there), jittered by `wobble` (0 = regular) with random numbers from `seed`.
 */
export function starPts(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  spikes = 5,
  { turn = 0, wobble = 0, seed = "" } = {},
): Point[] {
  const rng = random(seed);
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const a = -Math.PI / 2 + (i / (spikes * 2)) * Math.PI * 2 + (turn * Math.PI) / 180;
    const rad = (i % 2 ? inner : outer) * (1 + (rng.next() - 0.5) * wobble);
    return [cx + Math.cos(a) * rad, cy + Math.sin(a) * rad] as const;
  });
}

type ShapeOpts = { lw?: number; stroke?: string; smooth?: boolean; extra?: string };
type LineOpts = { lw?: number; stroke?: string; smooth?: boolean; closed?: boolean; cap?: "round" | "butt" };

/** Draws outlined shapes and ink lines; every method returns SVG markup. */
export type Pen = {
  readonly ink: string;
  readonly lw: number;
  shape(pts: readonly Point[], fill: string, o?: ShapeOpts): string;
  circle(cx: number, cy: number, rad: number, fill: string, o?: ShapeOpts): string;
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, o?: ShapeOpts): string;
  /** A flat, unoutlined fill (shading, highlights, pupils). */
  fill(pts: readonly Point[], fill: string, smooth?: boolean): string;
  line(pts: readonly Point[], o?: LineOpts): string;
};

const stroked = (stroke: string, lw: number, cap = "round") =>
  `fill="none" stroke="${stroke}" stroke-width="${r(lw)}" stroke-linejoin="round" stroke-linecap="${cap}"`;

/** A tidy pen: exact curves, one even outline. */
export function cleanPen(ink: string, lw: number): Pen {
  const attrs = (fill: string, o: ShapeOpts = {}) =>
    `fill="${fill}" stroke="${o.stroke ?? ink}" stroke-width="${r(o.lw ?? lw)}" stroke-linejoin="round"${o.extra ? ` ${o.extra}` : ""}`;
  return {
    ink,
    lw,
    shape: (pts, fill, o = {}) => `<path d="${pathD(pts, true, o.smooth ?? false)}" ${attrs(fill, o)}/>`,
    circle: (cx, cy, rad, fill, o) => `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" ${attrs(fill, o)}/>`,
    ellipse: (cx, cy, rx, ry, fill, o) =>
      `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" ${attrs(fill, o)}/>`,
    fill: (pts, fill, smooth = true) => `<path d="${pathD(pts, true, smooth)}" fill="${fill}"/>`,
    line: (pts, o = {}) =>
      `<path d="${pathD(pts, o.closed ?? false, o.smooth ?? true)}" ${stroked(o.stroke ?? ink, o.lw ?? lw, o.cap)}/>`,
  };
}

/**
 * A hurried pen for the BLEMF look: points wobble, the colour is printed off-register from its outline, and every
 * outline is gone over twice. Deterministic: the wobble comes from `seed`.
 */
export function scrappyPen(ink: string, lw: number, seed: string, wobble = 1): Pen {
  const rng = random(seed);
  const shake = (pts: readonly Point[], amount: number): Point[] =>
    pts.map(([x, y]) => [x + (rng.next() - 0.5) * amount, y + (rng.next() - 0.5) * amount] as const);
  const amount = lw * 1.3 * wobble;
  const off = lw * 0.9 * wobble;
  // Small shapes (rivets, pupils) wobble less, or they would dissolve into scribbles.
  const sizeOf = (pts: readonly Point[]) => {
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  };
  const shape = (pts: readonly Point[], fill: string, o: ShapeOpts = {}) => {
    const smooth = o.smooth ?? false;
    const w = o.lw ?? lw;
    const stroke = o.stroke ?? ink;
    const k = Math.min(1, sizeOf(pts) / (lw * 12));
    const colour = shake(pts, amount * k).map(([x, y]) => [x + off * k, y - off * 0.6 * k] as const);
    const outline =
      w > 0
        ? `<path d="${pathD(shake(pts, amount * k), true, smooth)}" ${stroked(stroke, w * 1.15)}/>` +
          `<path d="${pathD(shake(pts, amount * k * 1.6), true, smooth)}" ${stroked(stroke, w * 0.35)} stroke-opacity=".8"/>`
        : "";
    return `<path d="${pathD(colour, true, smooth)}" fill="${fill}"${o.extra ? ` ${o.extra}` : ""}/>${outline}`;
  };
  const ring = (cx: number, cy: number, rx: number, ry: number) =>
    ellipsePts(cx, cy, rx, ry, Math.max(9, Math.min(18, Math.round((rx + ry) / 5))));
  return {
    ink,
    lw,
    shape,
    circle: (cx, cy, rad, fill, o = {}) => shape(ring(cx, cy, rad, rad), fill, { smooth: true, ...o }),
    ellipse: (cx, cy, rx, ry, fill, o = {}) => shape(ring(cx, cy, rx, ry), fill, { smooth: true, ...o }),
    fill: (pts, fill, smooth = true) => `<path d="${pathD(shake(pts, amount * 0.7), true, smooth)}" fill="${fill}"/>`,
    line: (pts, o = {}) => {
      const d = (k: number) => pathD(shake(pts, amount * k), o.closed ?? false, o.smooth ?? true);
      const w = o.lw ?? lw;
      const stroke = o.stroke ?? ink;
      return `<path d="${d(1)}" ${stroked(stroke, w * 1.1, o.cap)}/><path d="${d(1.8)}" ${stroked(stroke, w * 0.35)} stroke-opacity=".8"/>`;
    },
  };
}

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function tint(hex: string, amount: number): string {
  // "none" (the pencil looks) and other non-hex paints pass through unchanged.
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const ch = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (target - c) * k)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

/**
 * A tiling dot screen, the printed-comic look, on a 45° lattice (a dot in the centre and one on every corner of the
 * tile). The lattice is built into the tile because librsvg renders a rotated pattern some fifty times slower.
 */
export const dotPattern = (id: string, colour: string, step: number, radius: number) =>
  `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><g fill="${colour}">` +
  [
    [step / 2, step / 2],
    [0, 0],
    [step, 0],
    [0, step],
    [step, step],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${radius}"/>`)
    .join("") +
  `</g></pattern>`;

/** Rays fanning from a centre, alternate wedges filled (sunburst posters, comic backgrounds). */
export function raysD(cx: number, cy: number, reach: number, count: number, turn = 0): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a0 = turn + (i / count) * Math.PI * 2;
    const a1 = a0 + Math.PI / count;
    d += `M${r(cx)} ${r(cy)}L${r(cx + Math.cos(a0) * reach)} ${r(cy + Math.sin(a0) * reach)}`;
    d += `L${r(cx + Math.cos(a1) * reach)} ${r(cy + Math.sin(a1) * reach)}Z`;
  }
  return d;
}

/** A rough width of a word in ems for a heavy sans or serif, generous so words never overflow. */
export function emWidth(text: string): number {
  let w = 0;
  for (const c of text) {
    if (c === " ") w += 0.34;
    else if ("IJ1!.,:'|".includes(c)) w += 0.42;
    else if ("MW".includes(c)) w += 1.0;
    else if (c >= "A" && c <= "Z") w += 0.78;
    else if (c >= "0" && c <= "9") w += 0.72;
    else w += 0.66;
  }
  return w;
}

type WordOpts = {
  x: number;
  y: number;
  /** The widest the word may be; the font shrinks to fit. */
  width: number;
  size: number;
  fill: string;
  family?: "sans-serif" | "serif" | "monospace";
  anchor?: "start" | "middle" | "end";
  stroke?: string;
  sw?: number;
  extra?: string;
};

/** A short display word that fits `width`: size from the estimate, textLength as a hint for renderers that honour it. */
export function word(text: string, o: WordOpts): string {
  const em = emWidth(text);
  const size = Math.min(o.size, o.width / em);
  const outline = o.stroke
    ? ` stroke="${o.stroke}" stroke-width="${r(o.sw ?? size / 10)}" stroke-linejoin="round" paint-order="stroke"`
    : "";
  return (
    `<text x="${r(o.x)}" y="${r(o.y)}" font-family="${o.family ?? "sans-serif"}" font-weight="bold" ` +
    `font-size="${r(size)}" text-anchor="${o.anchor ?? "middle"}" fill="${o.fill}"${outline}${o.extra ? ` ${o.extra}` : ""}>` +
    `${esc(text)}</text>`
  );
}
