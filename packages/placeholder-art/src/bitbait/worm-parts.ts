// BitBait's trait parts. Each part draws in a head-centred frame (head circle of radius 100 at the origin; eyes
// around y -12, mouth around y 45, headwear above y -50 so it never covers the eyes), so the same part sits on any
// worm and on its own trait tile. Parts take a Pen, which is how the BLEMF twins get the same parts, drawn scrappy.
import type { WormEyes, WormHead, WormMouth } from "./traits.ts";
import { ellipsePts, moved, type Pen, pts, starPts, tint } from "../kit/ink.ts";
import type { Point } from "../kit/svg.ts";

/** What a part needs besides the pen: the body colour, for eyelids and shading. */
export type PartCtx = { pen: Pen; skin: string };
type Part = (c: PartCtx) => string;

export const INK = "#2b1d33";
const WHITE = "#fffaf0";
const RED = "#e8413c";
const GOLD = "#f7c43d";
const DARK = "#5b1b2e";
const PINK = "#ff8fab";

const mirror = (pts: readonly Point[]): Point[] => pts.map(([x, y]) => [-x, y] as const);
const dome = (w: number, bottom: number, top: number, n = 9): Point[] =>
  Array.from({ length: n }, (_, i) => {
    const a = Math.PI + (i / (n - 1)) * Math.PI;
    return [Math.cos(a) * w, bottom + Math.sin(a) * (bottom - top)] as const;
  });
const heart = (cx: number, cy: number, s: number): Point[] =>
  Array.from({ length: 18 }, (_, i) => {
    const t = (i / 18) * Math.PI * 2;
    return [
      cx + s * 16 * Math.sin(t) ** 3,
      cy - s * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)),
    ] as const;
  });

export const heads: Record<WormHead, Part> = {
  "top hat": ({ pen }) =>
    pen.ellipse(0, -84, 102, 20, "#2d2f45") +
    pen.shape(pts("-56 -86, -50 -218, 50 -218, 56 -86"), "#35384f") +
    pen.shape(pts("-55 -120, -54 -96, 54 -96, 55 -120"), RED) +
    pen.fill(pts("-38 -205, -30 -205, -32 -130, -40 -130"), "#ffffff22", false),
  crown: ({ pen }) =>
    pen.shape(pts("-74 -78, -84 -178, -40 -128, 0 -192, 40 -128, 84 -178, 74 -78"), GOLD) +
    pen.shape(pts("-75 -108, -74 -78, 74 -78, 75 -108"), "#e0a526") +
    pen.circle(-84, -180, 10, RED) +
    pen.circle(0, -194, 11, "#3bc2d0") +
    pen.circle(84, -180, 10, RED) +
    pen.circle(0, -93, 9, "#3bc2d0"),
  beanie: ({ pen }) =>
    pen.shape(dome(96, -70, -172), "#ef5d3c", { smooth: true }) +
    [-50, -18, 18, 50]
      .map((x) =>
        pen.line(
          [
            [x, -82],
            [x * 0.8, -140],
          ],
          { lw: pen.lw * 0.6, stroke: "#b83a22" },
        ),
      )
      .join("") +
    pen.shape(pts("-104 -92, -106 -54, 106 -54, 104 -92"), "#f6c9a8", { smooth: false }) +
    pen.circle(0, -178, 27, WHITE),
  "viking helmet": ({ pen }) =>
    pen.shape(pts("-84 -88, -132 -100, -165 -150, -168 -214, -146 -160, -112 -126, -80 -118"), "#f3e6cc", {
      smooth: true,
    }) +
    pen.shape(mirror(pts("-84 -88, -132 -100, -165 -150, -168 -214, -146 -160, -112 -126, -80 -118")), "#f3e6cc", {
      smooth: true,
    }) +
    pen.shape(dome(96, -62, -168), "#a3b0bf", { smooth: true }) +
    pen.shape(pts("-16 -162, -14 -64, 14 -64, 16 -162"), "#8493a4") +
    pen.shape(pts("-100 -86, -100 -56, 100 -56, 100 -86"), "#c0a062") +
    [-70, -36, 36, 70].map((x) => pen.circle(x, -71, 5, "#8a6c34")).join(""),
  "propeller cap": ({ pen }) =>
    pen.shape(dome(98, -60, -160), RED, { smooth: true }) +
    pen.shape(dome(58, -60, -160), GOLD, { smooth: true }) +
    pen.shape(dome(20, -60, -160, 7), "#3b7bf0", { smooth: true }) +
    pen.line(pts("0 -160, 0 -186")) +
    pen.ellipse(-34, -188, 34, 9, "#3bc2d0") +
    pen.ellipse(34, -188, 34, 9, GOLD) +
    pen.circle(0, -188, 8, RED),
  "party hat": ({ pen }) =>
    pen.shape(pts("-60 -76, 14 -236, 62 -76"), "#8e63ff") +
    pts("-24 -110, 22 -120, 2 -160, 28 -90, -38 -86, 10 -200")
      .map(([x, y]) => pen.circle(x, y, 8, GOLD, { lw: pen.lw * 0.6 }))
      .join("") +
    pen.shape(pts("-63 -96, -60 -74, 62 -74, 61 -94"), "#3bc2d0") +
    pen.shape(starPts(14, -240, 24, 11, 5), GOLD),
  halo: ({ pen }) =>
    pen.line(ellipsePts(0, -152, 80, 22, 18), { closed: true, lw: pen.lw * 3.4 }) +
    pen.line(ellipsePts(0, -152, 80, 22, 18), { closed: true, lw: pen.lw * 1.8, stroke: GOLD }) +
    pen.shape(starPts(-104, -188, 14, 5, 4), WHITE, { lw: pen.lw * 0.6 }) +
    pen.shape(starPts(98, -118, 10, 4, 4), WHITE, { lw: pen.lw * 0.6 }),
  mohawk: ({ pen }) =>
    pen.shape(
      pts("-44 -82, -82 -168, -36 -132, -28 -214, 0 -150, 22 -226, 30 -146, 70 -200, 54 -120, 94 -150, 44 -82"),
      "#ff4fa0",
    ) +
    pen.line(pts("-30 -100, -26 -170"), { lw: pen.lw * 0.5, stroke: "#c22a76" }) +
    pen.line(pts("16 -100, 20 -180"), { lw: pen.lw * 0.5, stroke: "#c22a76" }),
  "cowboy hat": ({ pen }) =>
    pen.shape(pts("-62 -78, -68 -152, -32 -178, 0 -160, 32 -178, 68 -152, 62 -78"), "#b0713e", { smooth: true }) +
    pen.shape(pts("-60 -104, -60 -84, 60 -84, 60 -104"), "#5a3415") +
    pen.shape(
      pts("-170 -116, -118 -84, 0 -76, 118 -84, 170 -116, 150 -74, 90 -58, 0 -54, -90 -58, -150 -74"),
      "#c28450",
      {
        smooth: true,
      },
    ),
  "bucket hat with a lure": ({ pen }) =>
    pen.shape(pts("-62 -82, -56 -162, 0 -172, 56 -162, 62 -82"), "#7f9150", { smooth: true }) +
    pen.shape(pts("-118 -60, -66 -96, 66 -96, 118 -60, 60 -54, -60 -54"), "#93a862", { smooth: true }) +
    pen.line(pts("28 -140, 40 -112"), { lw: pen.lw * 0.5 }) +
    pen.shape(pts("30 -112, 66 -104, 58 -94, 28 -100"), RED, { smooth: true, lw: pen.lw * 0.7 }) +
    pen.line(pts("64 -98, 76 -80, 68 -72"), { lw: pen.lw * 0.5 }),
};

const EYE_Y = -12;
const pair = (f: (x: number, side: 1 | -1) => string) => f(-38, -1) + f(38, 1);
const plainEye = (pen: Pen, x: number, rad: number, look: Point = [3, 4]) =>
  pen.circle(x, EYE_Y, rad, WHITE) +
  pen.circle(x + look[0], EYE_Y + look[1], rad * 0.42, INK, { lw: 0 }) +
  pen.circle(x + look[0] - rad * 0.15, EYE_Y + look[1] - rad * 0.18, rad * 0.13, WHITE, { lw: 0 });

export const eyes: Record<WormEyes, Part> = {
  "googly eyes": ({ pen }) => plainEye(pen, -40, 28, [7, 9]) + plainEye(pen, 40, 30, [-8, 4]),
  "star eyes": ({ pen }) =>
    pair((x) => pen.shape(starPts(x, EYE_Y, 32, 14, 5), GOLD) + pen.circle(x - 6, EYE_Y - 8, 4, WHITE, { lw: 0 })),
  "sleepy eyes": ({ pen, skin }) =>
    pair(
      (x) =>
        pen.shape([...ellipsePts(x, EYE_Y, 25, 22, 12).slice(3, 10)], WHITE, { smooth: true }) +
        pen.circle(x, EYE_Y + 10, 8, INK, { lw: 0 }) +
        pen.shape(moved("-28 2, -20 -18, 0 -24, 20 -18, 28 2", x, EYE_Y), tint(skin, -0.18), {
          smooth: true,
        }),
    ),
  "laser eyes": ({ pen }) =>
    pair(
      (x, side) =>
        pen.line(
          [
            [x, EYE_Y],
            [x + side * 200, EYE_Y + 150],
          ],
          { lw: 26, stroke: "#ff3b3b99", smooth: false },
        ) +
        pen.line(
          [
            [x, EYE_Y],
            [x + side * 200, EYE_Y + 150],
          ],
          { lw: 9, stroke: "#ffe0e0", smooth: false },
        ) +
        pen.circle(x, EYE_Y, 22, RED) +
        pen.circle(x, EYE_Y, 9, "#fff2f2", { lw: 0 }),
    ),
  "heart eyes": ({ pen }) => pair((x) => pen.shape(heart(x, EYE_Y - 2, 1.9), "#f0304f", { smooth: true })),
  shades: ({ pen }) =>
    pen.line(moved("-8 -16, 0 -20, 8 -16", 0, EYE_Y), { lw: pen.lw * 1.2 }) +
    pair(
      (x, side) =>
        pen.shape(
          [
            [x - side * 34, EYE_Y - 26],
            [x + side * 32, EYE_Y - 24],
            [x + side * 28, EYE_Y + 10],
            [x - side * 26, EYE_Y + 18],
          ],
          "#1d1b2a",
        ) + pen.line(moved("-14 -14, -2 -2", x, EYE_Y), { lw: pen.lw * 0.8, stroke: "#ffffffaa" }),
    ) +
    pen.line(moved("-74 -22, -96 -18", 0, EYE_Y), { lw: pen.lw }) +
    pen.line(moved("74 -22, 96 -18", 0, EYE_Y), { lw: pen.lw }),
  monocle: ({ pen }) =>
    plainEye(pen, -38, 22) +
    plainEye(pen, 40, 26, [-2, 3]) +
    pen.line(ellipsePts(40, EYE_Y, 33, 33, 14), { closed: true, lw: pen.lw * 2.2 }) +
    pen.line(ellipsePts(40, EYE_Y, 33, 33, 14), { closed: true, lw: pen.lw * 1.1, stroke: GOLD }) +
    pen.line(
      [
        [64, EYE_Y + 22],
        [80, 60],
        [66, 96],
      ],
      { lw: pen.lw * 0.5, stroke: "#b8892a" },
    ),
  "cyclops eye": ({ pen }) =>
    [-30, 0, 30]
      .map((x) =>
        pen.line(
          [
            [x * 1.1, EYE_Y - 40],
            [x * 1.5, EYE_Y - 58],
          ],
          { lw: pen.lw * 0.8 },
        ),
      )
      .join("") +
    pen.circle(0, EYE_Y, 44, WHITE) +
    pen.circle(4, EYE_Y + 5, 24, "#27a58f") +
    pen.circle(4, EYE_Y + 5, 11, INK, { lw: 0 }) +
    pen.circle(-4, EYE_Y - 4, 6, WHITE, { lw: 0 }),
};

const MOUTH_Y = 45;
const smile = (w: number, dip: number, y = MOUTH_Y): Point[] => [
  [-w, y - 8],
  [-w / 2, y + dip * 0.7],
  [0, y + dip],
  [w / 2, y + dip * 0.7],
  [w, y - 8],
];

export const mouths: Record<WormMouth, Part> = {
  "toothy grin": ({ pen }) =>
    pen.shape(pts("-54 28, 54 28, 40 58, 0 76, -40 58"), DARK, { smooth: true }) +
    pen.shape(pts("-48 30, 48 30, 44 44, -44 44"), WHITE, { lw: pen.lw * 0.6 }) +
    [-24, 0, 24].map((x) => pen.line(moved("0 31, 0 43", x, 0), { lw: pen.lw * 0.5 })).join("") +
    pen.fill(pts("-20 66, 0 56, 20 66, 0 74"), PINK),
  "tongue out": ({ pen }) =>
    pen.line(smile(44, 18)) +
    pen.shape(pts("8 52, 38 46, 42 74, 26 90, 10 78"), PINK, { smooth: true }) +
    pen.line(pts("24 54, 26 72"), { lw: pen.lw * 0.5, stroke: "#d9577a" }),
  whistle: ({ pen }) =>
    pen.ellipse(0, 50, 13, 16, DARK) +
    pen.line(pts("110 14, 110 -18, 126 -24"), { lw: pen.lw * 0.8 }) +
    pen.ellipse(102, 16, 10, 7, INK, { lw: 0 }),
  "buck teeth": ({ pen }) =>
    pen.shape(pts("-14 44, -14 72, 0 74, 0 44"), WHITE, { lw: pen.lw * 0.8 }) +
    pen.shape(pts("0 44, 0 74, 14 72, 14 44"), WHITE, { lw: pen.lw * 0.8 }) +
    pen.line(smile(40, 10)),
  "vampire fangs": ({ pen }) =>
    pen.shape([...smile(46, 26), [20, 42], [0, 48], [-20, 42]], DARK, { smooth: true }) +
    pen.shape(pts("-30 40, -22 66, -14 44"), WHITE, { lw: pen.lw * 0.6 }) +
    pen.shape(pts("14 44, 22 66, 30 40"), WHITE, { lw: pen.lw * 0.6 }),
  "handlebar mustache": ({ pen }) =>
    pen.line(pts("-14 62, 0 66, 14 62"), { lw: pen.lw * 0.8 }) +
    pen.shape(
      [
        [0, 32],
        [24, 24],
        [50, 30],
        [68, 20],
        [74, 2],
        [82, 12],
        [76, 32],
        [52, 46],
        [24, 48],
        [0, 42],
        ...mirror(pts("0 42, 24 48, 52 46, 76 32, 82 12, 74 2, 68 20, 50 30, 24 24")).slice(1),
      ],
      "#6b3b1f",
      { smooth: true },
    ),
  "bubble gum": ({ pen }) =>
    pen.circle(12, 60, 38, "#ff8cc6") +
    pen.ellipse(-2, 46, 10, 6, "#ffffffcc", { lw: 0 }) +
    pen.line(pts("-6 84, 8 90"), { lw: pen.lw * 0.5, stroke: "#e05a9e" }),
  smirk: ({ pen }) =>
    pen.line(pts("-34 48, -6 56, 22 50, 40 34")) + pen.line(pts("46 26, 50 38, 44 44"), { lw: pen.lw * 0.6 }),
};

/** The bare head the parts sit on: outlined, shaded, blushing. */
export const headBall = ({ pen, skin }: PartCtx) =>
  pen.circle(0, 0, 100, skin) +
  pen.fill(pts("70 -60, 100 0, 70 70, 0 100, -50 86, 20 70, 64 30"), tint(skin, -0.14)) +
  pen.fill(ellipsePts(-44, -52, 26, 14, 10, -0.6), tint(skin, 0.45)) +
  pen.fill(ellipsePts(-64, 24, 16, 9, 10), "#ff6f9166") +
  pen.fill(ellipsePts(64, 24, 16, 9, 10), "#ff6f9166");
