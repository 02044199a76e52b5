import { MINDFUL_SCENES, MINDFUL_THEMES, type MindfulScene, type MindfulTheme } from "./themes.ts";
import type { Art } from "../kit/types.ts";
import { arcTo, ellipsePath, letter, mapPoints, measure, onEllipse, smoothPath } from "../kit/hand-drawn.ts";
import {
  MB,
  circleIn,
  line,
  mascot,
  place,
  roundRect,
  sub,
  wordmark,
  type Accessory,
  type Frame,
  type Shape,
} from "./kit.ts";
import { r } from "../kit/svg.ts";
import type { Point } from "../kit/svg.ts";
import { read } from "../kit/recipe.ts";

// The little scenes the mascot lives in. Each is drawn in local units (about 560 wide, ground near y = 160) and is
// shared by the posters, the collectible cards, the book's vignettes and, outlined in pencil, its sketches.

export type Theme = { bg: string; sun: string; ground: string; accent: string; deep: string; light: string };

export const THEMES: Record<MindfulTheme, Theme> = {
  sage: { bg: "#E4EBDC", sun: "#F4EEDD", ground: MB.sage, accent: MB.blush, deep: MB.sageDeep, light: "#FFFDF7" },
  sand: { bg: "#F1E6D3", sun: "#F9F1E3", ground: MB.sandDeep, accent: MB.sage, deep: "#9A7B56", light: "#FFFDF7" },
  dusk: { bg: "#DEDBEE", sun: "#F3E9DA", ground: MB.dusk, accent: MB.blush, deep: MB.duskDeep, light: "#FBF8F4" },
  blush: { bg: "#F4E1D8", sun: "#FBF0E6", ground: MB.blush, accent: MB.sage, deep: "#B97D69", light: "#FFFDF8" },
};

const ink = MB.ink;
const outlined = (f: Frame, d: string, fill: string, extra: Partial<Shape> = {}): Shape => ({
  d: place(f, d),
  fill,
  stroke: ink,
  width: 3 * f.s,
  ...extra,
});

/** A cumulus outline: a flat base with rounded bumps on top, the middle ones tallest. */
export function cloudPath(cx: number, cy: number, w: number, h: number, bumps = 4) {
  const base = cy + h / 2;
  const xs = Array.from({ length: bumps + 1 }, (_, i) => cx - w / 2 + (w * i) / bumps);
  const ys = xs.map((_, i) => (i === 0 || i === bumps ? base : base - h * 0.55));
  let d = `M${r(xs[0] ?? 0)} ${r(base)}`;
  for (let i = 0; i < bumps; i++) {
    const [x0, x1, y1] = [xs[i] ?? 0, xs[i + 1] ?? 0, ys[i + 1] ?? 0];
    const top = base - h * (i === 0 || i === bumps - 1 ? 1.05 : 1.3);
    const inset = (x1 - x0) * 0.04;
    d += ` C${r(x0 + inset)} ${r(top)} ${r(x1 - inset)} ${r(top)} ${r(x1)} ${r(y1)}`;
  }
  return `${d} C${r(cx + w / 4)} ${r(base + 8)} ${r(cx - w / 4)} ${r(base + 8)} ${r(xs[0] ?? 0)} ${r(base)} Z`;
}

/** Soft rolling hills across the bottom of a picture, back to front, each a gentle wave. */
export function hills(w: number, top: number, colours: readonly string[], h: number, bottom = top + h * 3): Shape[] {
  return colours.map((fill, i) => {
    const y = top + i * (h / colours.length);
    const pts: Point[] = Array.from({ length: 9 }, (_, k) => [(w * k) / 8, y + Math.sin(k * 1.1 + i * 2.3) * h * 0.18]);
    return { d: `${smoothPath(pts)} L${w} ${bottom} L0 ${bottom} Z`, fill };
  });
}

/** A four-point sparkle. */
export const sparkle = (x: number, y: number, s: number) =>
  `M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s} Z`;

/** A crescent with its horns pointing up, like a hammock. */
function crescent(cx: number, cy: number, R: number, d: number) {
  const t = Math.acos(d / (2 * R));
  const [sx, sy] = onEllipse(0, 0, R, R, -t);
  const path = `M${r(sx)} ${r(sy)} ${arcTo(0, 0, R, R, -t, -(2 * Math.PI - t))} ${arcTo(d, 0, R, R, Math.PI - t, Math.PI + t)} Z`;
  // Drawn with its horns to the right, then turned a quarter so they point up.
  return mapPoints(path, (x, y) => [cx + y, cy - x]);
}

/** An almond leaf from its stem at (x, y), `len` long, turned `angle` degrees, with its midrib. */
export const leafBlob = (x: number, y: number, len: number, angle: number): string => {
  const a = (angle * Math.PI) / 180;
  const [ux, uy, nx, ny] = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];
  const p = (along: number, side: number) =>
    `${r(x + ux * along * len + nx * side * len)} ${r(y + uy * along * len + ny * side * len)}`;
  return `M${p(0, 0)} Q${p(0.45, 0.42)} ${p(1, 0)} Q${p(0.45, -0.42)} ${p(0, 0)} Z M${p(0.1, 0)} L${p(0.75, 0)}`;
};

/** A smooth pebble: a taller top arc over a flatter base. */
const pebble = (f: Frame, cx: number, cy: number, rx: number, top: number, bottom: number, fill: string) =>
  outlined(
    f,
    `M${cx - rx} ${cy} ${arcTo(cx, cy, rx, top, Math.PI, 2 * Math.PI)} ${arcTo(cx, cy, rx, bottom, 0, Math.PI)} Z`,
    fill,
    { shade: true },
  );

type SceneBuilder = (f: Frame, t: Theme, accessory: Accessory) => Shape[];

const SCENES: Record<MindfulScene, SceneBuilder> = {
  cloud: (f, t, acc) => [
    outlined(f, cloudPath(-190, -150, 120, 50, 3), t.light, { opacity: 0.9 }),
    outlined(f, cloudPath(0, 112, 440, 120), t.light),
    ...mascot(sub(f, 0, 12, 1.6), acc, "rest"),
    {
      d: place(f, `${sparkle(200, -120, 14)} ${sparkle(-220, 30, 10)} ${sparkle(170, -10, 8)}`),
      fill: t.accent,
      flat: true,
    },
  ],
  moon: (f, t) => [
    outlined(f, crescent(0, 60, 175, 95), MB.sand, { shade: true }),
    ...mascot(sub(f, 0, 78, 1.5), "nightcap", "rest", MB.body, true),
    {
      d: place(
        f,
        `${sparkle(-200, -150, 16)} ${sparkle(210, -60, 11)} ${sparkle(-150, -40, 9)} ${sparkle(120, -190, 8)}`,
      ),
      fill: t.deep,
      flat: true,
    },
  ],
  stones: (f, t, acc) => [
    line(f, "M-240 178 Q-120 170 0 178 T240 178 M-180 200 Q-90 194 0 200 T180 200", t.deep, 2.4, { opacity: 0.6 }),
    pebble(f, 0, 150, 120, 44, 30, MB.sandDeep),
    pebble(f, 6, 92, 92, 34, 24, MB.sand),
    pebble(f, 2, 44, 62, 26, 18, MB.sandPale),
    ...mascot(sub(f, 4, -38, 1.3), acc, "rest"),
    outlined(f, leafBlob(-150, 160, 70, -120), MB.sage),
    outlined(f, leafBlob(150, 160, 60, -60), MB.sage),
  ],
  mug: (f, t, acc) => [
    line(f, "M-250 168 L250 168", ink, 3),
    outlined(
      f,
      "M-180 20 L-30 20 L-38 150 C-40 164 -52 168 -66 168 L-144 168 C-158 168 -170 164 -172 150 Z",
      t.ground,
      { shade: true },
    ),
    { d: place(f, "M-178 40 L-32 40 L-33 60 L-177 60 Z"), fill: t.light, opacity: 0.6, flat: true },
    line(f, "M-180 52 C-230 50 -232 120 -175 118", ink, 12),
    line(f, "M-180 52 C-230 50 -232 120 -175 118", t.ground, 6),
    line(f, "M-130 0 C-145 -30 -110 -40 -125 -72 M-86 -4 C-100 -34 -66 -46 -80 -90", ink, 3, { opacity: 0.55 }),
    ...mascot(sub(f, 80, 104, 1.6), acc, "hold"),
  ],
  leaf: (f, t, acc) => [
    line(f, "M-270 150 Q-200 140 -130 150 M150 148 Q210 140 270 150 M-200 190 Q-100 182 0 190 T200 190", t.deep, 2.6, {
      opacity: 0.55,
    }),
    outlined(f, "M-240 60 C-140 160 140 160 240 40 C150 70 -150 80 -240 60 Z", MB.sage, { shade: true }),
    line(f, "M-210 66 C-100 100 100 100 220 50", MB.sageDeep, 3),
    ...mascot(sub(f, 0, 30, 1.4), acc, "rest"),
    line(f, "M226 150 Q232 40 222 -40 M250 150 Q262 60 268 0", MB.sageDeep, 3),
    outlined(f, `${ellipsePath(222, -52, 8, 22)} ${ellipsePath(268, -12, 8, 20)}`, MB.sandDeep),
  ],
  hill: (f, t, acc) => [
    outlined(f, `M-280 200 C-200 60 200 60 280 200 Z`, t.ground, { shade: true }),
    line(f, "M180 110 L172 10", ink, 4),
    outlined(f, "M172 20 C120 20 120 -70 172 -78 C226 -70 226 20 172 20 Z", MB.sageDeep, { shade: true }),
    ...mascot(sub(f, -30, 36, 1.3), acc, "rest"),
    line(
      f,
      "M-200 -170 Q-188 -182 -176 -170 Q-164 -182 -152 -170 M-120 -210 Q-111 -219 -102 -210 Q-93 -219 -84 -210",
      ink,
      2.6,
    ),
  ],
  plant: (f, t, acc) => [
    line(f, "M-260 170 L260 170", ink, 3),
    line(f, "M-120 70 Q-130 -40 -100 -150 M-120 70 Q-80 -20 -40 -90 M-120 70 Q-170 -10 -200 -60", MB.sageDeep, 4),
    ...[
      [-100, -150, -80],
      [-40, -90, -40],
      [-200, -60, -150],
      [-128, -40, -100],
      [-150, 10, -160],
    ].map(([x, y, a]) => outlined(f, leafBlob(x ?? 0, y ?? 0, 66, a ?? 0), MB.sage)),
    outlined(f, "M-180 60 L-60 60 L-76 170 L-164 170 Z", t.ground, { shade: true }),
    ...mascot(sub(f, 90, 106, 1.6), acc, "rest"),
  ],
  teacup: (f, t, acc) => [
    outlined(f, ellipsePath(0, 190, 230, 26), t.light),
    outlined(f, ellipsePath(0, 40, 150, 24), MB.sandDeep),
    ...mascot(sub(f, 0, 20, 1.5), acc, "rest"),
    line(f, "M150 80 C220 70 220 150 120 150", ink, 12),
    line(f, "M150 80 C220 70 220 150 120 150", t.ground, 6),
    outlined(f, `M-150 40 C-100 60 100 60 150 40 C146 130 90 182 0 182 C-90 182 -146 130 -150 40 Z`, t.ground, {
      shade: true,
    }),
    line(f, "M-60 110 Q0 124 60 110", t.light, 5, { opacity: 0.7, flat: true }),
    line(f, "M-190 -20 C-205 -50 -170 -62 -185 -95 M190 -40 C175 -70 210 -82 195 -115", ink, 3, { opacity: 0.5 }),
  ],
};

/** The shapes of one scene, placed through the frame. */
export const scene = (name: MindfulScene, f: Frame, theme: Theme, accessory: Accessory) =>
  SCENES[name](f, theme, accessory);

const ACCESSORIES: readonly Accessory[] = ["sprout", "nightcap", "headphones", "flower"];

/** The scene, theme and accessory every scene-based recipe carries. */
export function sceneParams(art: Art) {
  const { oneOf } = read(art);
  return {
    name: oneOf("scene", MINDFUL_SCENES),
    // Pencil sketches have no colour theme; their shapes are only outlined.
    theme: THEMES[art.theme === undefined ? "sage" : oneOf("theme", MINDFUL_THEMES)],
    accessory: oneOf("accessory", ACCESSORIES),
  };
}

/** A whole poster (900 × 1200 local units) through a frame: the gallery poster, or a thumbnail in the guidelines. */
export function posterShapes(f: Frame, name: MindfulScene, t: Theme, accessory: Accessory, word: string): Shape[] {
  // Long words shrink to keep the airy tracking inside the frame.
  const size = Math.min(54, (54 * 600) / measure(word, { size: 54, tracking: 0.55 }));
  const mark = wordmark(450, 1102, 15);
  return [
    { d: place(f, roundRect(0, 0, 900, 1200, 0)), fill: t.bg },
    { d: circleIn(f, 450, 600, 330), fill: t.sun },
    { d: place(f, "M0 960 C260 930 640 990 900 950 L900 1200 L0 1200 Z"), fill: t.ground, opacity: 0.22 },
    ...scene(name, sub(f, 450, 690, 1.3), t, accessory),
    {
      d: place(f, letter(word, 450, 128, { size, tracking: 0.55, anchor: "middle" })),
      stroke: t.deep,
      width: 5.5 * f.s,
      flat: true,
    },
    line(f, "M400 222 L500 222", t.deep, 2.5, { opacity: 0.6 }),
    { ...mark, d: place(f, mark.d), width: (mark.width ?? 1) * f.s },
    { d: place(f, roundRect(36, 36, 828, 1128, 22)), stroke: t.deep, width: 2 * f.s, opacity: 0.35 },
  ];
}
