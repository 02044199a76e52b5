import { MINDFUL_THEMES } from "./themes.ts";
import { ellipsePath } from "../kit/hand-drawn.ts";
import { brandDrawers } from "./brand.ts";
import { bookDrawers } from "./book.ts";
import { MB, frame, line, place, toSvg, wordmark, words, type Shape } from "./kit.ts";
import { THEMES, cloudPath, hills, leafBlob, posterShapes, scene, sceneParams, sparkle } from "./scenes.ts";
import { svgDoc } from "../kit/svg.ts";
import type { Drawer } from "../kit/types.ts";
import { read } from "../kit/recipe.ts";

// Mindfully Bored's posters, collectible cards and project pictures: flat sage, sand and dusk shapes, lots of calm
// empty space, one quiet word. The book pages and the brand guidelines pictures live in book.ts and brand.ts.

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;

const poster: Drawer = (art) => {
  const { name, theme, accessory } = sceneParams(art);
  const shapes = posterShapes(frame(0, 0), name, theme, accessory, read(art).str("word"));
  return { width: 900, height: 1200, svg: svgDoc(900, 1200, toSvg(shapes)) };
};

const ELEMENT_ICON: Record<string, string> = {
  sage: "M-10 10 C-14 -6 0 -14 12 -12 C12 2 4 12 -10 10 Z M-10 10 L4 -4",
  sand: `${sparkle(0, 0, 13)}`,
  dusk: "M4 -12 C-10 -12 -14 8 0 12 C8 14 12 10 13 6 C2 8 -4 -2 4 -12 Z",
  blush: cloudPath(0, 0, 26, 14, 3),
};

const collectible: Drawer = (art) => {
  const { name, theme: t, accessory } = sceneParams(art);
  const { str, num, oneOf } = read(art);
  const themeName = oneOf("theme", MINDFUL_THEMES);
  const stats: [string, number][] = [
    ["CALM", num("calm")],
    ["FOCUS", num("focus")],
    ["NAPS", num("naps")],
  ];
  const f0 = frame(0, 0);
  const bars = stats.flatMap(([label, value], i): Shape[] => {
    const y = 770 + i * 62;
    return [
      words(label, 82, y, MB.ink, { size: 20, tracking: 0.3, weight: 2.6 }),
      line(f0, `M240 ${y + 10} L600 ${y + 10}`, t.bg, 20),
      line(f0, `M240 ${y + 10} L${240 + (360 * value) / 10} ${y + 10}`, t.ground, 20),
      words(String(value), 668, y, MB.ink, { size: 20, anchor: "end", weight: 2.8 }),
    ];
  });
  const artWindow = toSvg([
    { d: ellipsePath(375, 430, 230), fill: t.sun },
    ...scene(name, frame(375, 450, 1), t, accessory),
  ]);
  const serial = `${String(num("number")).padStart(2, "0")}/${String(num("total")).padStart(2, "0")}`;
  const chrome: Shape[] = [
    words(str("name"), 78, 78, MB.ink, { size: 30, tracking: 0.22, weight: 3.6 }),
    { d: ellipsePath(662, 93, 28), fill: t.ground, stroke: MB.ink, width: 2.5 },
    { d: place(frame(662, 93), ELEMENT_ICON[themeName] ?? ""), fill: t.light, stroke: MB.ink, width: 2 },
    words("MINDFUL CREATURE", 82, 700, t.deep, { size: 15, tracking: 0.4, weight: 2.2 }),
    ...bars,
    words(serial, 82, 968, MB.ink, { size: 16, tracking: 0.2, weight: 2.2 }),
    wordmark(375, 968, 13, t.deep),
    ...[0, 1, 2].map((i): Shape => ({
      d: ellipsePath(610 + i * 26, 976, 8),
      fill: i < 1 + (num("calm") % 3) ? t.deep : "none",
      stroke: t.deep,
      width: 2,
    })),
  ];
  const svg =
    `<defs><clipPath id="w"><rect x="60" y="150" width="630" height="520" rx="18"/></clipPath></defs>` +
    rect(0, 0, 750, 1050, 34, t.deep) +
    rect(26, 26, 698, 998, 24, MB.paper) +
    rect(60, 150, 630, 520, 18, t.bg) +
    `<g clip-path="url(#w)">${artWindow}</g>` +
    rect(60, 150, 630, 520, 18, "none", ` stroke="${MB.ink}" stroke-width="3"`) +
    toSvg(chrome);
  return { width: 750, height: 1050, svg: svgDoc(750, 1050, svg) };
};

const card: Drawer = () => {
  const t = THEMES.sage;
  const shapes: Shape[] = [
    { d: ellipsePath(600, 470, 290), fill: t.sun },
    ...hills(1200, 700, [MB.sage, MB.sageDeep], 120),
    { d: cloudPath(250, 220, 150, 50, 3), fill: t.light, opacity: 0.9 },
    { d: cloudPath(960, 300, 180, 60, 3), fill: t.light, opacity: 0.9 },
    ...scene("cloud", frame(600, 520, 0.95), t, "sprout").slice(1),
    wordmark(600, 92, 34, MB.ink),
  ];
  return { width: 1200, height: 900, svg: svgDoc(1200, 900, rect(0, 0, 1200, 900, 0, t.bg) + toSvg(shapes)) };
};

const banner: Drawer = () => {
  const t = THEMES.dusk;
  const shapes: Shape[] = [
    { d: ellipsePath(1200, 430, 340), fill: t.sun },
    ...hills(2400, 540, [MB.blush, MB.sand, MB.sage, MB.sageDeep], 240),
    ...[
      [380, 190, 220],
      [2050, 150, 260],
      [760, 330, 140],
      [1680, 300, 170],
    ].map(([x, y, w]): Shape => ({
      d: cloudPath(x ?? 0, y ?? 0, w ?? 0, (w ?? 0) * 0.32, 3),
      fill: "#FFFDF8",
      opacity: 0.85,
    })),
    ...scene("cloud", frame(1200, 420, 1.25), t, "nightcap").slice(1),
    {
      d: `${sparkle(1500, 140, 12)} ${sparkle(900, 120, 9)} ${sparkle(1040, 250, 7)} ${sparkle(1420, 300, 8)}`,
      fill: MB.duskDeep,
    },
  ];
  return { width: 2400, height: 800, svg: svgDoc(2400, 800, rect(0, 0, 2400, 800, 0, t.bg) + toSvg(shapes)) };
};

const illustration: Drawer = () => {
  const t = THEMES.sand;
  const drift = [
    [220, 300, -30],
    [960, 250, 200],
    [180, 860, 40],
    [1010, 820, 150],
    [880, 120, 100],
  ];
  const shapes: Shape[] = [
    { d: ellipsePath(600, 600, 450), fill: MB.sandPale },
    { d: ellipsePath(600, 600, 450), stroke: MB.sandDeep, width: 3, opacity: 0.6 },
    ...drift.map(([x, y, a]): Shape => ({
      d: leafBlob(x ?? 0, y ?? 0, 70, a ?? 0),
      fill: MB.sage,
      stroke: MB.ink,
      width: 3,
    })),
    ...scene("stones", frame(600, 620, 1.55), t, "sprout"),
    { d: `${sparkle(330, 420, 18)} ${sparkle(880, 470, 13)} ${sparkle(800, 330, 9)}`, fill: MB.blush },
  ];
  return { width: 1200, height: 1200, svg: svgDoc(1200, 1200, rect(0, 0, 1200, 1200, 0, MB.paper) + toSvg(shapes)) };
};

export const mindfulDrawers: Record<string, Drawer> = {
  "mb-card": card,
  "mb-banner": banner,
  "mb-illustration": illustration,
  "mb-poster": poster,
  "mb-collectible": collectible,
  ...bookDrawers,
  ...brandDrawers,
};
