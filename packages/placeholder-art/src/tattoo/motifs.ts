// American traditional flash motifs for Blue Chip Tattoo Studio, each drawn in a 400×400 box centred on the origin
// with bold outlines, flat fills and black shading. `Inks` says which of the palette's colours plays which role.
import type { Motif } from "./designs.ts";
import { ellipsePts, moved, type Pen, pts, spline, starPts, tube } from "../kit/ink.ts";
import type { Point } from "../kit/svg.ts";

/** P leads, S supports, A accents; K is the black, W the cream highlight, G the steel of blades. */
export type Inks = { P: string; S: string; A: string; K: string; W: string; G: string };
type Draw = (pen: Pen, c: Inks) => string;

const mirrorX = (pts: readonly Point[]): Point[] => pts.map(([x, y]) => [-x, y] as const);
const shift = (pts: readonly Point[], dx: number, dy: number, s = 1): Point[] =>
  pts.map(([x, y]) => [dx + x * s, dy + y * s] as const);
const heartPts = (cx: number, cy: number, s: number): Point[] =>
  Array.from({ length: 24 }, (_, i) => {
    const t = (i / 24) * Math.PI * 2;
    return [
      cx + s * 16 * Math.sin(t) ** 3,
      cy - s * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)),
    ] as const;
  });
/** A white highlight stroke, the flash shorthand for shine. */
const gleam = (pen: Pen, c: Inks, pts: readonly Point[]) => pen.line(pts, { lw: pen.lw * 0.9, stroke: c.W });
const leaf = (pen: Pen, c: Inks, x: number, y: number, angle: number, s = 1) => {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const at = ([u, v]: Point): Point => [x + (u * cos - v * sin) * s, y + (u * sin + v * cos) * s];
  const blade: Point[] = pts("0 0, 50 -32, 120 -10, 150 0, 110 22, 50 30");
  const vein: Point[] = pts("10 0, 120 0");
  return pen.shape(blade.map(at), c.S, { smooth: true }) + pen.line(vein.map(at), { lw: pen.lw * 0.6 });
};

/** Five round outer petals: an ellipse whose radius dips sharply between lobes. */
const petals = (rx: number, ry: number): Point[] =>
  Array.from({ length: 40 }, (_, i) => {
    const a = (i / 40) * Math.PI * 2;
    const k = 1 - 0.2 * (1 - Math.abs(Math.sin(2.5 * a + Math.PI / 2)) ** 0.5);
    return [Math.cos(a - Math.PI / 2) * rx * k, Math.sin(a - Math.PI / 2) * ry * k] as Point;
  });

/** A rose seen from above: lobed outer petals, a dark cup with a curled bud, a front petal curling over the cup. */
export const roseBloom = (pen: Pen, c: Inks, x = 0, y = 0, s = 1) => {
  const at = (pts: readonly Point[]) => shift(pts, x, y, s);
  const outer = petals(135, 118);
  return (
    pen.shape(at(outer), c.P, { smooth: true }) +
    outer
      .filter((_, i) => i % 8 === 4)
      .map(([u, v]) =>
        pen.line(
          at([
            [u, v],
            [u * 0.7, v * 0.7],
          ]),
          { lw: pen.lw * 0.7 },
        ),
      )
      .join("") +
    pen.shape(at(ellipsePts(0, -34, 80, 50, 14)), c.P, { smooth: true }) +
    pen.fill(at(ellipsePts(0, -38, 58, 30, 12)), c.K) +
    pen.shape(at(pts("-44 -34, -24 -62, 18 -64, 46 -42, 12 -28, -16 -44")), c.P, { smooth: true }) +
    pen.line(at(pts("-10 -46, 8 -52, 20 -42")), { lw: pen.lw * 0.7 }) +
    pen.shape(at(pts("-106 -22, -62 12, 0 24, 62 12, 106 -22, 84 42, 0 76, -84 42")), c.P, { smooth: true }) +
    pen.fill(at(pts("-96 -8, -60 20, 0 32, 60 20, 96 -8, 62 32, 0 46, -62 32")), c.K) +
    gleam(pen, c, at(pts("-92 -60, -62 -86"))) +
    gleam(pen, c, at(pts("-50 56, -14 64")))
  );
};

export const motifArt: Record<Motif, Draw> = {
  swallow: (pen, c) =>
    pen.shape(pts("-30 20, 30 110, 120 175, 150 160, 100 90, 50 20"), c.S, { smooth: true }) +
    pen.shape(pts("80 -10, 205 -90, 160 -8, 215 55, 80 22"), c.S) +
    pen.fill(pts("180 -70, 205 -90, 190 -50"), c.K, false) +
    pen.shape(pts("-50 -30, -30 -125, 40 -195, 165 -205, 95 -130, 40 -40"), c.S, { smooth: true }) +
    pen.fill(pts("120 -200, 165 -205, 130 -168"), c.K, false) +
    pen.line(pts("0 -70, 50 -160"), { lw: pen.lw * 0.6 }) +
    pen.line(pts("25 -55, 100 -165"), { lw: pen.lw * 0.6 }) +
    pen.shape(pts("-155 -20, -122 -58, -50 -62, 30 -45, 115 -8, 30 34, -70 40, -135 20"), c.S, { smooth: true }) +
    pen.shape(pts("-112 12, -60 26, 20 24, 95 0, 20 38, -70 44"), c.W, { smooth: true, lw: pen.lw * 0.7 }) +
    pen.shape(pts("-152 -8, -118 6, -96 32, -128 32, -152 12"), c.P, { smooth: true }) +
    pen.shape(pts("-150 -30, -196 -12, -148 -2"), c.K) +
    pen.circle(-120, -30, 10, c.K, { lw: 0 }) +
    pen.circle(-123, -33, 3, c.W, { lw: 0 }) +
    gleam(pen, c, pts("-90 -48, -40 -52")),
  dagger: (pen, c) =>
    pen.shape(pts("-30 -60, 30 -60, 26 120, 0 205, -26 120"), c.W) +
    pen.fill(pts("2 -58, 28 -58, 24 120, 2 196"), c.G, false) +
    pen.line(pts("0 -48, 0 150"), { lw: pen.lw * 0.5 }) +
    pen.shape(pts("-20 -165, 20 -165, 24 -75, -24 -75"), c.P) +
    [-150, -130, -110, -90].map((y) => pen.line(moved("-22 0, 22 10", 0, y), { lw: pen.lw * 0.5 })).join("") +
    pen.shape(pts("-96 -82, -100 -58, 100 -58, 96 -82"), c.A) +
    pen.circle(-104, -70, 16, c.A) +
    pen.circle(104, -70, 16, c.A) +
    pen.circle(0, -186, 24, c.A) +
    pen.shape(pts("0 214, 12 240, 0 252, -12 240"), c.P, { smooth: true }) +
    gleam(pen, c, pts("-14 -40, -12 60")),
  rose: (pen, c) => leaf(pen, c, -40, 70, 2.5) + leaf(pen, c, 40, 80, 0.5) + roseBloom(pen, c, 0, -30),
  anchor: (pen, c) => {
    const arms: Point[] = pts("-135 40, -105 125, 0 168, 105 125, 135 40");
    return (
      pen.line(ellipsePts(0, -172, 30, 30, 14), { closed: true, lw: pen.lw * 3.2 }) +
      pen.line(ellipsePts(0, -172, 30, 30, 14), { closed: true, lw: pen.lw * 1.6, stroke: c.S }) +
      pen.line(arms, { lw: 46 }) +
      pen.line(arms, { lw: 46 - pen.lw * 2, stroke: c.S }) +
      pen.shape(pts("-18 -142, 18 -142, 18 150, -18 150"), c.S) +
      pen.shape(pts("-96 -132, 96 -132, 96 -106, -96 -106"), c.S) +
      pen.circle(-104, -119, 15, c.S) +
      pen.circle(104, -119, 15, c.S) +
      pen.shape(pts("-170 70, -140 -5, -110 55"), c.S) +
      pen.shape(mirrorX(pts("-170 70, -140 -5, -110 55")), c.S) +
      pen.line(pts("24 -158, -44 -100, 40 -40, -44 20, 40 80, -24 140"), { lw: 22 }) +
      pen.line(pts("24 -158, -44 -100, 40 -40, -44 20, 40 80, -24 140"), { lw: 22 - pen.lw * 1.6, stroke: c.A }) +
      gleam(pen, c, pts("-6 -90, -6 0"))
    );
  },
  panther: (pen, c) =>
    pen.shape(pts("-150 -90, -140 -190, -60 -150"), c.K) +
    pen.shape(mirrorX(pts("-150 -90, -140 -190, -60 -150")), c.K) +
    pen.fill(pts("-135 -110, -130 -165, -85 -140"), c.P, false) +
    pen.fill(mirrorX(pts("-135 -110, -130 -165, -85 -140")), c.P, false) +
    pen.shape(pts("0 -160, 115 -145, 168 -60, 158 40, 105 115, 0 150, -105 115, -158 40, -168 -60, -115 -145"), c.K, {
      smooth: true,
    }) +
    ["-120 -60, -70 -110", "120 -60, 70 -110", "-140 20, -120 -20", "140 20, 120 -20"]
      .map((whisker) => pen.line(pts(whisker), { lw: pen.lw * 0.8, stroke: c.S }))
      .join("") +
    pen.shape(pts("-95 -62, -55 -82, -25 -55, -60 -40"), c.A, { smooth: true }) +
    pen.shape(mirrorX(pts("-95 -62, -55 -82, -25 -55, -60 -40")), c.A, { smooth: true }) +
    pen.line(pts("-58 -78, -58 -44"), { lw: pen.lw * 0.9 }) +
    pen.line(pts("58 -78, 58 -44"), { lw: pen.lw * 0.9 }) +
    pen.shape(pts("-80 40, 80 40, 60 118, 0 140, -60 118"), c.P, { smooth: true }) +
    pen.shape(pts("-62 42, -44 42, -53 100"), c.W) +
    pen.shape(pts("44 42, 62 42, 53 100"), c.W) +
    pen.shape(pts("-34 128, -22 96, -12 132"), c.W) +
    pen.shape(pts("12 132, 22 96, 34 128"), c.W) +
    pen.shape(pts("-28 -4, 28 -4, 0 26"), c.S) +
    gleam(pen, c, pts("-30 -130, 30 -132")),
  skull: (pen, c) =>
    pen.shape(pts("-80 60, 80 60, 72 150, -72 150"), c.W, { smooth: false }) +
    [-40, -14, 14, 40].map((x) => pen.line(moved("0 92, 0 150", x, 0), { lw: pen.lw * 0.6 })).join("") +
    pen.line(pts("-76 108, 76 108"), { lw: pen.lw * 0.6 }) +
    pen.shape(pts("0 -172, 112 -142, 152 -40, 124 50, 84 84, -84 84, -124 50, -152 -40, -112 -142"), c.W, {
      smooth: true,
    }) +
    pen.fill(pts("70 -150, 130 -100, 150 -40, 124 40, 90 70, 110 0, 112 -70"), c.G) +
    pen.shape(ellipsePts(-58, -14, 44, 40, 12), c.K, { smooth: true }) +
    pen.shape(ellipsePts(58, -14, 44, 40, 12), c.K, { smooth: true }) +
    pen.shape(pts("0 36, -20 68, 20 68"), c.K) +
    pen.circle(-58, -14, 12, c.P, { lw: 0 }) +
    pen.circle(58, -14, 12, c.P, { lw: 0 }) +
    pen.line(pts("40 -160, 20 -120, 44 -96"), { lw: pen.lw * 0.6 }) +
    gleam(pen, c, pts("-90 -110, -50 -140")),
  heart: (pen, c) =>
    pen.shape(pts("-40 -150, -28 -235, -6 -185, 12 -250, 40 -150"), c.A, { smooth: true }) +
    pen.shape(heartPts(0, -20, 10.5), c.P, { smooth: true }) +
    pen.fill(pts("120 -60, 150 -40, 110 60, 0 150, 60 70"), c.K) +
    gleam(pen, c, pts("-120 -120, -80 -140")) +
    gleam(pen, c, pts("-140 -70, -136 -40")),
  snake: (pen, c) => {
    const centre = spline(pts("-150 170, 30 165, 130 100, 40 40, -110 10, -90 -80, 40 -100, 90 -150"), 6);
    const { side, frames } = tube(centre, (t) => 60 * Math.min(1, 0.25 + t * 3));
    const n = centre.length;
    const body = [...side(1), ...side(-1).reverse()];
    const head = frames[n - 1]?.p ?? [90, -150];
    const bands = frames
      .slice(2, n - 2)
      .filter((_, i) => i % 3 === 0)
      .map(({ p, nx, ny, w }) =>
        pen.line(
          [
            [p[0] + nx * w, p[1] + ny * w],
            [p[0] - nx * w, p[1] - ny * w],
          ],
          { lw: pen.lw * 0.7 },
        ),
      )
      .join("");
    return (
      pen.shape(body, c.S, { smooth: true }) +
      pen.fill([...side(1, 1, n - 1), ...side(0.3, 1, n - 1).reverse()], c.A) +
      bands +
      pen.line(
        [
          [head[0] + 20, head[1] - 30],
          [head[0] + 50, head[1] - 70],
          [head[0] + 40, head[1] - 90],
        ],
        { lw: pen.lw * 0.7, stroke: c.P },
      ) +
      pen.line(
        [
          [head[0] + 50, head[1] - 70],
          [head[0] + 72, head[1] - 80],
        ],
        { lw: pen.lw * 0.7, stroke: c.P },
      ) +
      pen.shape(shift(pts("-36 10, -30 -26, 0 -48, 38 -30, 40 6, 0 26"), head[0], head[1]), c.S, { smooth: true }) +
      pen.circle(head[0] + 8, head[1] - 22, 9, c.A) +
      pen.circle(head[0] + 9, head[1] - 22, 3, c.K, { lw: 0 })
    );
  },
  ship: (pen, c) =>
    [-70, 10, 90].map((x) => pen.line(moved("0 50, 0 -190", x, 0), { lw: pen.lw * 1.2 })).join("") +
    [-70, 10, 90]
      .map(
        (x, i) =>
          pen.shape(shift(pts("-55 -150, 55 -150, 48 -96, -48 -96"), x, i === 1 ? -10 : 20), c.W, { smooth: false }) +
          pen.shape(shift(pts("-48 -86, 48 -86, 42 -30, -42 -30"), x, i === 1 ? -10 : 20), c.W) +
          pen.shape(moved("0 -190, 40 -178, 0 -166", x, 0), c.P),
      )
      .join("") +
    pen.shape(pts("-185 40, 185 30, 140 112, -150 112"), c.K) +
    pen.line(pts("-170 62, 170 54"), { lw: pen.lw * 1.4, stroke: c.A }) +
    pen.shape(
      pts(
        "-200 120, -160 96, -120 120, -80 96, -40 120, 0 96, 40 120, 80 96, 120 120, 160 96, 200 120, 200 170, -200 170",
      ),
      c.S,
      { smooth: true },
    ) +
    gleam(pen, c, pts("-150 140, -110 130")) +
    gleam(pen, c, pts("40 146, 80 136")),
  eagle: (pen, c) =>
    pen.shape(pts("20 -60, 150 -40, 200 60, 150 190, 40 170, -10 80"), c.S, { smooth: true }) +
    pts("90 20, 120 80, 80 130")
      .map(([x, y]) => pen.line(moved("0 0, 50 30", x, y), { lw: pen.lw * 0.7 }))
      .join("") +
    pen.shape(pts("-90 -60, -30 -128, 60 -128, 130 -70, 160 -60, 130 -30, 150 0, 110 20, 120 50, 60 60, -40 40"), c.W, {
      smooth: true,
    }) +
    pen.shape(pts("-86 -66, -170 -50, -200 0, -172 12, -156 -12, -112 -8, -60 20"), c.A, { smooth: true }) +
    pen.line(pts("-150 -36, -70 -10"), { lw: pen.lw * 0.6 }) +
    pen.circle(-40, -70, 13, c.A) +
    pen.circle(-42, -70, 5, c.K, { lw: 0 }) +
    pen.line(pts("-70 -96, -10 -90"), { lw: pen.lw * 1.4 }) +
    gleam(pen, c, pts("10 -110, 70 -112")),
  horseshoe: (pen, c) => {
    const u: Point[] = pts("-110 -130, -145 0, -95 115, 0 155, 95 115, 145 0, 110 -130");
    return (
      pen.line(u, { lw: 78 }) +
      pen.line(u, { lw: 78 - pen.lw * 2, stroke: c.A }) +
      pen.fill(pts("-112 -128, -96 -128, -126 0, -80 96, -100 104, -138 0"), c.W) +
      pts("-126 -60, -132 30, -86 110, 86 110, 132 30, 126 -60")
        .map(([x, y]) => pen.ellipse(x, y, 7, 11, c.K, { lw: 0 }))
        .join("") +
      pen.shape(starPts(0, -40, 60, 22, 4), c.P)
    );
  },
  dice: (pen, c) => {
    const die = (x: number, y: number, fill: string, pip: string, pips: readonly Point[]) =>
      pen.shape(shift(pts("-70 -40, 0 -80, 70 -40, 0 0"), x, y), fill) +
      pen.shape(shift(pts("-70 -40, 0 0, 0 90, -70 50"), x, y), fill) +
      pen.shape(shift(pts("0 0, 70 -40, 70 50, 0 90"), x, y), c.G) +
      pips.map(([u, v]) => pen.ellipse(x + u, y + v, 9, 7, pip, { lw: 0 })).join("");
    return (
      die(-70, 40, c.W, c.K, pts("-35 -40, 0 -42, 35 -40, -50 20, -20 40, -50 50, -20 65")) +
      die(80, -60, c.P, c.W, pts("0 -40, 35 5, 35 40"))
    );
  },
};
