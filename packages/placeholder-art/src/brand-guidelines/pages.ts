import { ellipsePath, measure } from "../kit/hand-drawn.ts";
import { MB, frame, line, logoMark, roundRect, wordmark, words, type Shape } from "../mindful/kit.ts";
import { hills, sparkle } from "../mindful/scenes.ts";

// The pages of "Mindfully Bored — Brand Guidelines", designed once on a 1600 × 1131 grid (A4 landscape) as vector
// shapes and lines of type. src/brand-guidelines/pdf.ts prints them with pdf-lib's standard fonts; src/mindful/brand.ts
// draws the cover as the preview picture and the other pages as thumbnails. Usage pages: src/brand-guidelines/usage.ts.

export const PAGE = { width: 1600, height: 1131 } as const;

/** The two PDF standard families the guidelines specify: Helvetica for headings and labels, Times for reading. */
export type Font = "sans" | "sansBold" | "serif" | "serifItalic";
/** A line of type; `y` is its baseline. */
export type Text = {
  text: string;
  x: number;
  y: number;
  size: number;
  font: Font;
  color: string;
  align?: "left" | "center" | "right";
};
export type Item = Shape | Text;
export type Page = { name: string; items: Item[] };

export const isText = (item: Item): item is Text => "text" in item;
export const box = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rad = 0,
  extra: Partial<Shape> = {},
): Shape => ({
  d: roundRect(x, y, w, h, rad),
  fill,
  ...extra,
});
/** A line of type. */
export const t = (
  text: string,
  x: number,
  y: number,
  size: number,
  font: Font = "sans",
  color: string = MB.ink,
  align: Text["align"] = "left",
): Text => ({
  text,
  x,
  y,
  size,
  font,
  color,
  align,
});

const COLOURS = [
  { name: "Sage", hex: MB.sage, role: "Primary: calm surfaces, the hill" },
  { name: "Sage Deep", hex: MB.sageDeep, role: "Leaves, links, small accents" },
  { name: "Sand", hex: MB.sand, role: "Warm grounds, paper tones" },
  { name: "Sand Deep", hex: MB.sandDeep, role: "Rules, captions, pebbles" },
  { name: "Dusk", hex: MB.dusk, role: "Evenings, night caps, sleep" },
  { name: "Blush", hex: MB.blush, role: "Cheeks and the odd highlight" },
  { name: "Ink", hex: MB.ink, role: "Outlines and text, never black" },
  { name: "Paper", hex: MB.paper, role: "The page: generous whitespace" },
] as const;

export const rgbOf = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The header and footer every inside page shares. */
export function chrome(number: number, total: number, title: string, subtitle: string): Item[] {
  return [
    box(0, 0, PAGE.width, PAGE.height, MB.paper),
    t(String(number).padStart(2, "0"), 100, 118, 20, "sansBold", MB.sageDeep),
    t(title, 100, 178, 46, "sansBold"),
    t(subtitle, 100, 220, 21, "serifItalic", MB.ink),
    ...logoMark(frame(1480, 120, 0.32)),
    line(frame(0, 0), "M100 1046 L1500 1046", MB.sand, 2),
    t("Mindfully Bored — Brand Guidelines", 100, 1084, 14, "sans", MB.sandDeep),
    t(
      `${String(number).padStart(2, "0")} / ${String(total).padStart(2, "0")}`,
      1500,
      1084,
      14,
      "sans",
      MB.sandDeep,
      "right",
    ),
  ];
}

/** The cover: the round logo over a low sun, the wordmark and the title. Only shapes, so SVG and PDF match. */
export function coverShapes(): Shape[] {
  return [
    box(0, 0, PAGE.width, PAGE.height, MB.paper),
    { d: ellipsePath(800, 470, 330), fill: MB.sandPale },
    ...hills(PAGE.width, 960, [MB.sagePale, MB.sage, MB.sageDeep], 150, PAGE.height),
    ...logoMark(frame(800, 450, 1.7)),
    { d: `${sparkle(1080, 260, 18)} ${sparkle(540, 340, 12)} ${sparkle(1110, 560, 10)}`, fill: MB.blush },
    wordmark(800, 690, 50),
    line(frame(0, 0), "M760 786 L840 786", MB.sandDeep, 3),
    words("BRAND GUIDELINES", 800, 820, MB.sageDeep, { size: 22, tracking: 0.6, anchor: "middle", weight: 2.8 }),
    words("EDITION 01", 90, 80, MB.sandDeep, { size: 14, tracking: 0.5, weight: 2 }),
    words("MISCHIEF BOX", 1510, 80, MB.sandDeep, { size: 14, tracking: 0.5, anchor: "end", weight: 2 }),
  ];
}

/** A busy scatter of dashes filling a 144-unit cell: the background the logo must not sit on. */
const confetti = (cx: number, cy: number) =>
  Array.from({ length: 36 }, (_, i) => {
    const [x, y] = [cx - 60 + (i % 6) * 24, cy - 60 + Math.floor(i / 6) * 24];
    return `M${x} ${y} L${x + (i % 3) * 6 - 6} ${y + 10}`;
  }).join(" ");

const DUSK_LINE = { stroke: MB.dusk, width: 1.6, opacity: 0.9 };

function logoPage(total: number): Page {
  const f = frame(360, 600, 1.6);
  const grid = Array.from(
    { length: 11 },
    (_, i) => `M${200 + i * 32} 440 L${200 + i * 32} 760 M200 ${440 + i * 32} L520 ${440 + i * 32}`,
  ).join(" ");
  const construction: Item[] = [
    { d: grid, ...DUSK_LINE, width: 0.8, opacity: 0.35 },
    ...logoMark(f),
    { d: roundRect(200, 440, 320, 320, 0), ...DUSK_LINE, dash: [8, 6] },
    { d: "M360 420 L360 780 M180 600 L540 600", ...DUSK_LINE },
    { d: ellipsePath(360, 600 + 6 * 1.6, 60 * 1.6), ...DUSK_LINE, dash: [4, 5] },
    { d: `M200 ${600 + 46 * 1.6} L520 ${600 + 46 * 1.6}`, ...DUSK_LINE, dash: [4, 5] },
    t("1 unit = 1/10 of the disc", 200, 800, 14, "sans", MB.duskDeep),
    t("Construction", 100, 330, 22, "sansBold"),
    t("A disc of ten units. The mascot's eyes rest on the", 100, 860, 16, "serif"),
    t("centre line; the hill's crest lies 2.3 units below it.", 100, 884, 16, "serif"),
  ];
  // The lockup (mark over wordmark) and its clear space x, half the disc's radius, on every side.
  const x = 45;
  const lockW = measure("MINDFULLY BORED", { size: 22, tracking: 0.35 }) + 40;
  const [lx, ly, lh] = [880 - lockW / 2, 440, 330];
  const clear: Item[] = [
    t("Clear space", 640, 330, 22, "sansBold"),
    box(lx - x, ly - x, lockW + 2 * x, lh + 2 * x, MB.sagePale, 0, { opacity: 0.7 }),
    { d: roundRect(lx - x, ly - x, lockW + 2 * x, lh + 2 * x, 0), ...DUSK_LINE, dash: [8, 6] },
    { d: roundRect(lx, ly, lockW, lh, 0), ...DUSK_LINE, width: 1, opacity: 0.6 },
    ...logoMark(frame(880, 555, 0.95)),
    wordmark(880, 690, 22),
    ...[
      [lx - x / 2, ly + lh / 2],
      [lx + lockW + x / 2, ly + lh / 2],
      [880, ly - x / 2],
      [880, ly + lh + x / 2],
    ].map(([cx, cy]): Text => t("x", cx ?? 0, (cy ?? 0) + 6, 18, "serifItalic", MB.duskDeep, "center")),
    t("Keep x, half the disc's radius, free on every side.", 640, 884, 16, "serif"),
  ];
  const donts: [string, Shape[]][] = [
    ["Don't stretch", logoMark(frame(1270, 520, 0.55, 0, 1.45, 0.7))],
    ["Don't rotate", logoMark(frame(1430, 520, 0.55, 24))],
    ["Don't recolour", logoMark(frame(1270, 730, 0.55), { disc: "#F2C14E", hill: "#D94F3D", ink: "#1F3A93" })],
    ["Don't crowd it", [{ d: confetti(1430, 730), stroke: MB.dusk, width: 6 }, ...logoMark(frame(1430, 730, 0.55))]],
  ];
  const dontItems = donts.flatMap(([label, shapes], i): Item[] => {
    const [cx, cy] = [1270 + (i % 2) * 160, 520 + Math.floor(i / 2) * 210];
    return [
      box(cx - 72, cy - 72, 144, 144, "#FFFFFF", 14, { stroke: MB.sand, width: 2 }),
      ...shapes,
      { d: ellipsePath(cx + 58, cy - 58, 15), fill: "#C65D4B" },
      {
        d: `M${cx + 52} ${cy - 64} L${cx + 64} ${cy - 52} M${cx + 64} ${cy - 64} L${cx + 52} ${cy - 52}`,
        stroke: "#FFFFFF",
        width: 3,
      },
      t(label, cx, cy + 96, 14, "sans", MB.ink, "center"),
    ];
  });
  return {
    name: "Logo",
    items: [
      ...chrome(2, total, "Logo", "One round mark, drawn from circles, given room to breathe."),
      ...construction,
      ...clear,
      t("Don'ts", 1200, 330, 22, "sansBold"),
      ...dontItems,
    ],
  };
}

function coloursPage(total: number): Page {
  const items = COLOURS.flatMap(({ name, hex, role }, i): Item[] => {
    const [x, y] = [100 + (i % 4) * 355, 280 + Math.floor(i / 4) * 375];
    const [r, g, b] = rgbOf(hex);
    return [
      box(x, y, 330, 345, "#FFFFFF", 18, { stroke: MB.sand, width: 2 }),
      box(x + 12, y + 12, 306, 170, hex, 12, hex === MB.paper ? { stroke: MB.sand, width: 2 } : {}),
      t(name, x + 24, y + 222, 22, "sansBold"),
      t(hex.toUpperCase(), x + 24, y + 256, 16, "sans", MB.ink),
      t(`RGB ${r} ${g} ${b}`, x + 24, y + 282, 16, "sans", MB.ink),
      t(role, x + 24, y + 318, 15, "serifItalic", MB.sageDeep),
    ];
  });
  return {
    name: "Colours",
    items: [
      ...chrome(3, total, "Colours", "Sage, sand and dusk: colours of a slow afternoon. Mostly paper."),
      ...items,
    ],
  };
}

export const insidePages = { logoPage, coloursPage };
