// Hair for the shared human characters (parts.ts): each style is a back layer (behind the face, in front of
// the shoulders) and a front layer (over the forehead), built around the face's half-width `fw` in the 1000 frame.
import type { Character } from "./traits.ts";
import { ellipsePts, type Pen, pts } from "../kit/ink.ts";
import type { Point } from "../kit/svg.ts";

type Layers = { back: string; front: string };
type HairFn = (pen: Pen, colour: string, shade: string, fw: number) => Layers;

const X = 500;
/** Points around the face: each "k y" pair is k face half-widths off the centre line, at height y. */
export const aroundFace = (fw: number, list: string): Point[] => pts(list).map(([k, y]) => [X + k * fw, y] as const);
/** Mirrors right-side points to the left, so symmetric shapes are written once. */
const both = (right: readonly Point[]): Point[] => [
  ...right,
  ...[...right].reverse().map(([x, y]) => [2 * X - x, y] as const),
];
/** The hair cap every style but the shaved head starts from: the skull top down to the temples, with a hairline. */
const capPts = (fw: number, hairline = 300, temple = 410): Point[] => [
  [X - fw * 1.04, temple],
  [X - fw * 1.03, 310],
  [X - fw * 0.72, 236],
  [X, 210],
  [X + fw * 0.72, 236],
  [X + fw * 1.03, 310],
  [X + fw * 1.04, temple],
  [X + fw * 0.9, 350],
  [X + fw * 0.5, hairline],
  [X, hairline + 8],
  [X - fw * 0.5, hairline],
  [X - fw * 0.9, 350],
];
const cap = (pen: Pen, colour: string, fw: number, hairline?: number, temple?: number) =>
  pen.shape(capPts(fw, hairline, temple), colour, { smooth: true });
const bumps = (cx: number, cy: number, rx: number, ry: number, n: number): Point[] =>
  ellipsePts(cx, cy, rx, ry, n * 2).map(([x, y], i) => {
    const k = i % 2 ? 0.9 : 1;
    return [cx + (x - cx) * k, cy + (y - cy) * k] as const;
  });
const shine = (pen: Pen, fw: number) =>
  pen.line(aroundFace(fw, "-0.5 250, -0.15 232"), { lw: pen.lw * 1.2, stroke: "#ffffff66" });

export const hair: Record<Character["hair"], HairFn> = {
  pompadour: (pen, c, shade, fw) => ({
    back: "",
    front:
      cap(pen, c, fw, 320, 400) +
      pen.shape(
        aroundFace(fw, "-0.95 330, -1.0 240, -0.55 148, 0.3 126, 0.98 182, 0.9 262, 0.45 256, 0.1 300, -0.45 318"),
        c,
        { smooth: true },
      ) +
      pen.line(aroundFace(fw, "-0.6 200, 0 160, 0.6 176"), { lw: pen.lw * 0.6, stroke: shade }) +
      shine(pen, fw),
  }),
  afro: (pen, c, shade, fw) => ({
    back:
      pen.shape(bumps(X, 350, fw * 1.6, fw * 1.45, 13), c, { smooth: true }) +
      pen.fill(bumps(X + fw * 0.6, 420, fw * 0.8, fw * 0.9, 7), shade),
    front: pen.shape(bumps(X, 250, fw * 1.0, 66, 9), c, { smooth: true }),
  }),
  "buzz cut": (pen, c, _shade, fw) => ({ back: "", front: cap(pen, c, fw * 0.98, 290, 380) }),
  "long waves": (pen, c, shade, fw) => ({
    back:
      pen.shape(both(aroundFace(fw, "0 200, 1.05 262, 1.25 450, 1.2 620, 1.45 830, 1.0 860, 0.78 700, 0.6 560")), c, {
        smooth: true,
      }) + pen.line(aroundFace(fw, "1.1 500, 1.2 700, 1.15 800"), { lw: pen.lw * 0.6, stroke: shade }),
    front:
      pen.shape(aroundFace(fw, "-1.04 420, -1.0 290, -0.5 222, 0.1 214, -0.1 300, -0.7 360"), c, { smooth: true }) +
      pen.shape(aroundFace(fw, "1.04 420, 1.0 290, 0.5 222, 0.05 214, 0.2 300, 0.75 370"), c, { smooth: true }),
  }),
  "twin buns": (pen, c, shade, fw) => ({
    back:
      pen.circle(X - fw * 0.78, 210, fw * 0.42, c) +
      pen.circle(X + fw * 0.78, 210, fw * 0.42, c) +
      pen.fill(ellipsePts(X + fw * 0.86, 230, fw * 0.22, fw * 0.26, 10), shade),
    front: cap(pen, c, fw, 310),
  }),
  mohawk: (pen, c, shade, fw) => ({
    back: "",
    front:
      pen.shape(capPts(fw * 0.98, 300, 380), shade, { smooth: true, lw: pen.lw * 0.6 }) +
      pen.shape(
        aroundFace(fw, "-0.28 300, -0.5 150, -0.2 190, -0.15 70, 0.08 160, 0.3 60, 0.28 170, 0.6 110, 0.3 300"),
        c,
      ),
  }),
  bob: (pen, c, shade, fw) => ({
    back: pen.shape(both(aroundFace(fw, "0 196, 0.85 220, 1.22 340, 1.2 575, 0.85 590")), c, { smooth: true }),
    front:
      pen.shape(
        aroundFace(
          fw,
          "-1.08 420, -1.02 290, -0.6 222, 0.6 222, 1.02 290, 1.08 420, 0.86 360, 0.5 372, 0 366, -0.5 372, -0.86 360",
        ),
        c,
        { smooth: true },
      ) +
      pen.line(aroundFace(fw, "-0.3 300, -0.28 366"), { lw: pen.lw * 0.5, stroke: shade }) +
      pen.line(aroundFace(fw, "0.3 300, 0.32 366"), { lw: pen.lw * 0.5, stroke: shade }) +
      shine(pen, fw),
  }),
  "shaved head": (pen, _c, _shade, fw) => ({
    back: "",
    front: pen.fill(ellipsePts(X - fw * 0.35, 262, fw * 0.3, 16, 10, -0.3), "#ffffff55"),
  }),
  ponytail: (pen, c, shade, fw) => ({
    back:
      pen.shape(aroundFace(fw, "0.7 250, 1.5 330, 1.75 520, 1.45 700, 1.5 540, 1.2 400"), c, { smooth: true }) +
      pen.line(aroundFace(fw, "1.5 520, 1.55 640"), { lw: pen.lw * 0.6, stroke: shade }),
    front: cap(pen, c, fw, 296) + pen.circle(X + fw * 1.05, 292, 18, "#e8413c"),
  }),
  "curly top": (pen, c, shade, fw) => ({
    back: pen.shape(bumps(X, 270, fw * 1.18, 110, 11), c, { smooth: true }),
    front:
      [-0.7, -0.35, 0, 0.35, 0.7].map((k, i) => pen.circle(X + fw * k, 300 - (i % 2) * 18, 34, c)).join("") +
      [-0.5, 0.2, 0.6]
        .map((k) =>
          pen.line(
            [
              [X + fw * k - 10, 240],
              [X + fw * k + 10, 230],
            ],
            { lw: pen.lw * 0.6, stroke: shade },
          ),
        )
        .join(""),
  }),
  "slicked-back hair": (pen, c, shade, fw) => ({
    back: "",
    front:
      pen.shape(
        aroundFace(
          fw,
          "-1.04 400, -1.04 300, -0.7 228, 0 202, 0.7 228, 1.04 300, 1.04 400, 0.86 330, 0.4 300, 0 330, -0.4 300, -0.86 330",
        ),
        c,
        { smooth: true },
      ) +
      [-0.55, -0.2, 0.15, 0.45]
        .map((k) =>
          pen.line(
            [
              [X + fw * k, 300],
              [X + fw * (k + 0.1), 240],
              [X + fw * (k + 0.25), 214],
            ],
            { lw: pen.lw * 0.5, stroke: shade },
          ),
        )
        .join("") +
      shine(pen, fw),
  }),
  braids: (pen, c, shade, fw) => {
    const braid = (side: 1 | -1) =>
      Array.from({ length: 7 }, (_, i) =>
        pen.ellipse(X + side * fw * (1.02 + i * 0.02), 440 + i * 56, 30, 36, i % 2 ? shade : c),
      ).join("") + pen.circle(X + side * fw * 1.16, 840, 14, "#f7c43d");
    return {
      back: braid(-1) + braid(1),
      front: cap(pen, c, fw, 296) + pen.line(aroundFace(fw, "0 212, 0 300"), { lw: pen.lw * 0.6, stroke: shade }),
    };
  },
};
