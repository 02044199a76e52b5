import { letter } from "../kit/hand-drawn.ts";
import {
  MB,
  frame,
  line,
  mascot,
  place,
  roundRect,
  sub,
  words,
  type Accessory,
  type Frame,
  type Shape,
} from "../mindful/kit.ts";
import { box, chrome, coverShapes, insidePages, t, type Font, type Item, type Page } from "./pages.ts";
import { THEMES, posterShapes, scene, sparkle } from "../mindful/scenes.ts";

// The typography, usage and mascot pages of the brand guidelines, and the whole page list in reading order.

const TYPE_SCALE: [string, number, Font, string][] = [
  ["Display · Helvetica Bold 48/56", 48, "sansBold", "Do nothing, well."],
  ["Heading · Helvetica Bold 32/40", 32, "sansBold", "Notice the quiet"],
  ["Subhead · Times Italic 22/30", 22, "serifItalic", "A short pause between two thoughts"],
  ["Body · Times 16/24", 16, "serif", "Boredom is not empty. It is room to wander, to wonder, to rest."],
  ["Label · Helvetica 13/18", 13, "sans", "POSTERS  ·  CARDS  ·  BOOK"],
  ["Caption · Helvetica 11/16", 11, "sans", "Illustration: the mascot, dozing on a cloud."],
];

function typographyPage(total: number): Page {
  const specimen = (y: number, font: Font, name: string, use: string): Item[] => [
    t("Aa", font === "serifItalic" ? 112 : 100, y + 150, 170, font, MB.ink),
    t(name, 360, y + 40, 30, font === "serifItalic" ? "serif" : "sansBold"),
    t(use, 360, y + 74, 18, "serifItalic", MB.sageDeep),
    t("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 360, y + 118, 18, font === "serifItalic" ? "serif" : "sans"),
    t("abcdefghijklmnopqrstuvwxyz  0123456789", 360, y + 144, 18, font === "serifItalic" ? "serif" : "sans"),
  ];
  let y = 360;
  const scale = TYPE_SCALE.flatMap(([label, size, font, sample]): Item[] => {
    const row: Item[] = [t(label, 900, y, 13, "sans", MB.sandDeep), t(sample, 900, y + 14 + size, size, font)];
    y += size * 1.25 + 56;
    return [...row, line(frame(0, 0), `M900 ${y - 26} L1500 ${y - 26}`, MB.sand, 1.5)];
  });
  return {
    name: "Typography",
    items: [
      ...chrome(
        4,
        total,
        "Typography",
        "Two classic faces that every computer already has, set with room around them.",
      ),
      ...specimen(290, "sansBold", "Helvetica", "Headings, labels and buttons"),
      ...specimen(560, "serifItalic", "Times", "Reading text, quotes and captions"),
      words("BREATHE", 100, 850, MB.sageDeep, { size: 44, tracking: 0.55, weight: 4.5 }),
      t("Display lettering: the logo's monoline capitals, tracked +55%.", 100, 944, 16, "serif"),
      t("Drawn, never typed; one word per poster.", 100, 968, 16, "serif"),
      t("Type scale", 900, 320, 22, "sansBold"),
      ...scale,
    ],
  };
}

const CHECK = "M-9 0 L-3 7 L10 -7";
const CROSS = "M-7 -7 L7 7 M7 -7 L-7 7";

/** A "Do" or "Don't" caption under an example. */
function verdict(x: number, y: number, good: boolean, caption: [string, string]): Item[] {
  const colour = good ? MB.sageDeep : "#C65D4B";
  return [
    { d: roundRect(x, y, 32, 32, 16), fill: colour },
    line(frame(x + 16, y + 16), good ? CHECK : CROSS, "#FFFFFF", 3.5),
    t(good ? "Do" : "Don't", x + 44, y + 24, 20, "sansBold", colour),
    t(caption[0], x, y + 64, 15, "serif"),
    t(caption[1], x, y + 86, 15, "serif"),
  ];
}

/** A collectible card thumbnail (750 × 1050 local units); `good` false breaks every rule on purpose. */
function miniCard(f: Frame, good: boolean, accessory: Accessory): Shape[] {
  const th = good ? THEMES.sage : { ...THEMES.dusk, bg: "#2D2A3A", sun: "#FF4FA3" };
  const name = good ? "CLOUD NAPPER" : "THE EXTREMELY SLEEPY ONE";
  const bars = [8, 3, 9].flatMap((v, i): Shape[] => [
    line(f, `M80 ${790 + i * 62} L660 ${790 + i * 62}`, good ? th.bg : "#111111", 20),
    line(
      f,
      `M80 ${790 + i * 62} L${80 + 58 * v} ${790 + i * 62}`,
      good ? th.ground : (["#FF4FA3", "#00E0FF", "#FFE600"][i] ?? "#000"),
      20,
    ),
  ]);
  return [
    { d: place(f, roundRect(0, 0, 750, 1050, 34)), fill: th.deep },
    { d: place(f, roundRect(26, 26, 698, 998, 24)), fill: MB.paper },
    { d: place(f, roundRect(60, 150, 630, 520, 18)), fill: th.bg, stroke: MB.ink, width: 3 * f.s },
    { d: place(f, roundRect(250, 230, 250, 250, 125)), fill: th.sun },
    ...(good ? scene("cloud", sub(f, 375, 450, 0.9), th, accessory) : mascot(sub(f, 375, 420, 2.6, -12), accessory)),
    { d: place(f, letter(name, 78, 78, { size: 30, tracking: 0.22 })), stroke: MB.ink, width: 3.6 * f.s },
    ...bars,
  ];
}

function usagePage(total: number): Page {
  // Four examples across the page: poster do / don't, card do / don't, each with its verdict beneath.
  const [pw, cw, top] = [330, 314, 280];
  const [x1, x2, x3, x4] = [100, 467, 834, 1186];
  const below = top + (pw * 4) / 3 + 36;
  const goodPoster = posterShapes(frame(x1, top, pw / 900), "cloud", THEMES.sage, "sprout", "BREATHE");
  const f = frame(x2, top, pw / 900);
  const loud = ["RELAX!", "CALM", "NOW", "BREATHE"].map((w, i): Shape => ({
    d: place(f, letter(w, 60 + (i % 2) * 120, 90 + i * 150, { size: 110 - i * 8, tracking: 0.05 })),
    stroke: ["#FFE600", "#1F3A93", "#FFFFFF", "#111111"][i],
    width: 12 * f.s,
  }));
  const badPoster: Shape[] = [
    { d: place(f, roundRect(0, 0, 900, 1200, 0)), fill: "#E04F5F" },
    ...scene("moon", sub(f, 520, 840, 1.4), THEMES.dusk, "nightcap"),
    ...loud,
    {
      d: place(
        f,
        [sparkle(120, 800, 40), sparkle(800, 120, 50), sparkle(760, 560, 30), sparkle(140, 1100, 36)].join(" "),
      ),
      fill: "#FFE600",
    },
    { d: place(f, roundRect(0, 0, 900, 1200, 0)), stroke: "#111111", width: 24 * f.s },
  ];
  return {
    name: "Usage",
    items: [
      ...chrome(5, total, "Usage", "Posters and cards stay calm: one word, one moment, a lot of air."),
      ...goodPoster,
      ...verdict(x1, below, true, ["One word, the mascot centred,", "a third of the page left empty."]),
      ...badPoster,
      ...verdict(x2, below, false, ["No shouting, no clashing colours,", "no crowding the edges."]),
      ...miniCard(frame(x3, top, cw / 750), true, "sprout"),
      ...verdict(x3, below, true, ["Soft theme colours, a calm scene,", "short names, quiet stats."]),
      ...miniCard(frame(x4, top, cw / 750), false, "headphones"),
      ...verdict(x4, below, false, ["Never stretch the mascot, never", "neon bars or names that overflow."]),
    ],
  };
}

const LOOKS: [Accessory, string, string][] = [
  ["sprout", "Sprout", "Every day"],
  ["nightcap", "Nightcap", "Rest and evenings"],
  ["headphones", "Headphones", "Focus and music"],
  ["flower", "Flower", "Small joys"],
];

function mascotPage(total: number): Page {
  const looks = LOOKS.flatMap(([look, name, use], i): Item[] => {
    const x = 260 + i * 360;
    return [
      box(x - 140, 300, 280, 330, i % 2 ? MB.duskPale : MB.sagePale, 24),
      ...mascot(frame(x, 470, 1.55), look, "rest", MB.body, look === "nightcap"),
      t(name, x, 680, 22, "sansBold", MB.ink, "center"),
      t(use, x, 708, 16, "serifItalic", MB.sageDeep, "center"),
    ];
  });
  const rules = (x: number, good: boolean, lines: string[]): Item[] => [
    ...verdict(x, 790, good, ["", ""]).slice(0, 3),
    ...lines.map((text, i) => t(`·  ${text}`, x, 870 + i * 32, 17, "serif")),
  ];
  return {
    name: "Mascot",
    items: [
      ...chrome(6, total, "The mascot", "Sleepy, never sad. Content, never lazy. Always a little round."),
      ...looks,
      ...rules(120, true, [
        "Eyes closed, a small smile, rosy cheeks",
        "Rounded shapes and a soft ink outline",
        "Lots of space around it",
      ]),
      ...rules(820, false, [
        "Wide-open or worried eyes",
        "Sharp corners, black outlines, hard shadows",
        "Squashing, stretching or cropping its head",
      ]),
    ],
  };
}

/** Every page of the guidelines, in reading order. */
export function guidelinePages(): Page[] {
  const total = 6;
  return [
    { name: "Cover", items: coverShapes() },
    insidePages.logoPage(total),
    insidePages.coloursPage(total),
    typographyPage(total),
    usagePage(total),
    mascotPage(total),
  ];
}
