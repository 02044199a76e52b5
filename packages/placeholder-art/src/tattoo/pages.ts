// Blue Chip Tattoo Studio beyond the flash: the pencil origin sketches (1200×900) and the social posts (1080×1350),
// built from the same motifs and artists. The website mock-ups are in site.ts.
import { type Character, characterOf } from "../characters/traits.ts";
import type { Art, Drawer } from "../kit/types.ts";
import type { Look } from "../characters/look.ts";
import { drawCharacter } from "../characters/parts.ts";
import { cleanPen, type Pen, pts, raysD, scrappyPen, tint } from "../kit/ink.ts";
import { r, svgDoc } from "../kit/svg.ts";
import * as flash from "./flash.ts";
import { type Inks, motifArt, roseBloom } from "./motifs.ts";
import { read } from "../kit/recipe.ts";

const GRAPHITE = "#4d4b55";
const SKETCH = "#f5f1e7";
/** Pencil: outlines only, with a faint graphite wash where a flash would lay black. */
const pencilInks: Inks = { P: "none", S: "none", A: "none", K: `${GRAPHITE}30`, W: "none", G: `${GRAPHITE}18` };
const pencilLook: Look = {
  ...flash.flashLook,
  ink: GRAPHITE,
  lw: 4,
  skin: { light: "none", peach: "none", olive: "none", tan: "none", brown: "none", "deep brown": "none" },
  hair: { black: "none", brown: "none", ginger: "none", blonde: "none", silver: "none", pink: "none", blue: "none" },
  cloth: {
    hoodie: "none",
    "leather jacket": "none",
    "tank top": "none",
    "denim jacket": "none",
    turtleneck: "none",
    "suit and tie": "none",
  },
  accent: "none",
  metal: "none",
  blush: "none",
  mouth: `${GRAPHITE}44`,
  tongue: "none",
  shadow: () => `${GRAPHITE}22`,
};
/** Places a drawing at (x, y), scaled. */
export const at = (x: number, y: number, s: number, inner: string) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${r(s * 1000) / 1000})">${inner}</g>`;
const note = (text: string, x: number, y: number, turn = -4) =>
  `<text x="${x}" y="${y}" font-family="serif" font-style="italic" font-size="34" fill="${GRAPHITE}" transform="rotate(${turn} ${x} ${y})">${text}</text>`;
const pencilMotif = (pen: Pen, m: keyof typeof motifArt, x: number, y: number, s: number) =>
  at(x, y, s, motifArt[m](pen, pencilInks));

const sketches: Record<string, (pen: Pen, c: Character, seed: string) => string> = {
  "logo sketch": (pen) =>
    `<g stroke="${GRAPHITE}55" stroke-width="2" fill="none"><circle cx="600" cy="450" r="330"/><circle cx="600" cy="450" r="240" stroke-dasharray="10 8"/><path d="M240 450H960M600 90V810"/></g>` +
    pen.circle(600, 450, 300, "none") +
    pen.circle(600, 450, 220, "none") +
    pencilMotif(pen, "swallow", 600, 420, 0.9) +
    note("blue chip?", 870, 170) +
    note("bolder rim!", 90, 760, 3) +
    pen.line(pts("860 180, 790 250"), { lw: 3 }),
  "character sketch": (pen, c) =>
    `<g stroke="${GRAPHITE}44" stroke-width="2" fill="none"><ellipse cx="600" cy="380" rx="170" ry="210"/><path d="M600 150V620M420 420H780"/></g>` +
    at(100, 10, 0.85, drawCharacter(c, pencilLook, pen)) +
    note("the first artist", 820, 160) +
    note("sleeves?", 860, 700, 5),
  storyboard: (pen, c) =>
    [0, 1, 2]
      .map((i) =>
        pen.shape(
          [
            [60 + i * 370, 170],
            [400 + i * 370, 170],
            [400 + i * 370, 620],
            [60 + i * 370, 620],
          ],
          "none",
        ),
      )
      .join("") +
    pen.shape(pts("150 260, 310 260, 310 620, 150 620"), "none") +
    pen.shape(pts("175 290, 285 290, 285 360, 175 360"), "none") +
    note("OPEN", 190, 335, 0) +
    pen.circle(290, 450, 8, "none") +
    `<clipPath id="f2"><rect x="430" y="170" width="340" height="450"/></clipPath><g clip-path="url(#f2)">${at(390, 200, 0.42, drawCharacter(c, pencilLook, pen))}</g>` +
    pencilMotif(pen, "swallow", 690, 540, 0.3) +
    pen.shape(pts("830 560, 900 330, 1010 300, 1080 360, 1000 420, 960 600"), "none", { smooth: true }) +
    pencilMotif(pen, "swallow", 975, 420, 0.25) +
    ["1. the door", "2. the chair", "3. fresh ink"].map((t, i) => note(t, 70 + i * 370, 680, 0)).join("") +
    note("Blue Chip — origins", 60, 110, 0),
  "motif studies": (pen) =>
    pencilMotif(pen, "swallow", 260, 300, 0.8) +
    pencilMotif(pen, "dagger", 640, 420, 0.85) +
    pencilMotif(pen, "rose", 960, 330, 0.75) +
    note("tail longer", 120, 520) +
    note("ruby on the hilt?", 620, 820, 2) +
    note("petals →", 880, 640) +
    pen.line(pts("200 500, 260 420"), { lw: 3 }),
  "storefront sketch": (pen) =>
    pen.shape(pts("200 230, 1000 230, 1000 820, 200 820"), "none") +
    pen.shape(
      pts(
        "170 300, 1030 300, 1030 360, 980 390, 930 360, 880 390, 830 360, 780 390, 730 360, 680 390, 630 360, 580 390, 530 360, 480 390, 430 360, 380 390, 330 360, 280 390, 230 360, 170 390",
      ),
      "none",
    ) +
    pen.shape(pts("260 440, 640 440, 640 760, 260 760"), "none") +
    pen.shape(pts("720 440, 900 440, 900 820, 720 820"), "none") +
    [0, 1, 2]
      .map((i) =>
        pen.shape(
          [
            [290 + i * 115, 480],
            [380 + i * 115, 480],
            [380 + i * 115, 600],
            [290 + i * 115, 600],
          ],
          "none",
        ),
      )
      .join("") +
    pen.shape(pts("420 140, 780 140, 780 210, 420 210"), "none") +
    note("TATTOO", 520, 190, 0) +
    note("flash in the window", 250, 870, 0),
  "colour tests": (pen, _c, seed) =>
    pencilMotif(pen, "rose", 420, 430, 1.15) +
    `<clipPath id="half"><rect width="420" height="900"/></clipPath><g clip-path="url(#half)" opacity=".85">${at(420, 430, 1.15, roseBloom(scrappyPen(flash.K, 6, `${seed}:ink`, 0.5), flash.inksOf("red with teal")))}</g>` +
    [flash.RED, flash.TEAL, flash.MUSTARD]
      .map((c, i) => scrappyPen(GRAPHITE, 3, `${seed}:${i}`).circle(920, 220 + i * 200, 70, c))
      .join("") +
    ["red", "teal", "mustard"].map((n, i) => note(n, 1010, 232 + i * 200, 0)).join(""),
};

const originDrawer: Drawer = (art) => {
  const sketch = read(art).oneOf("sketch", Object.keys(sketches));
  const pen = scrappyPen(GRAPHITE, 4, art.seed, 0.7);
  const rings = Array.from(
    { length: 14 },
    (_, i) => `<circle cx="${90 + i * 78}" cy="36" r="12" fill="#d9d2c2" stroke="${GRAPHITE}88" stroke-width="3"/>`,
  ).join("");
  const body =
    `<rect width="1200" height="900" fill="${SKETCH}"/>${rings}` +
    (sketches[sketch]?.(pen, characterOf(art), art.seed) ?? "");
  return { svg: svgDoc(1200, 900, body), width: 1200, height: 900 };
};

const W = 1080;
const H = 1350;
const posts: Record<string, (art: Art) => string> = {
  "flash day": (art) => {
    const d = flash.designOf(art.design, art);
    return (
      flash.paper(W, H) +
      flash.lettering("FLASH DAY", 540, 210, 900, 190, flash.RED) +
      flash.motif(d, 540, 700, 1.6) +
      flash.scroll(540, 1140, 700, d.word, flash.inksOf(d.palette)) +
      flash.sparkles(cleanPen(flash.K, 6), pts("120 360, 960 380, 130 1000, 950 1010"), flash.MUSTARD)
    );
  },
  "books open": (art) => {
    const d = flash.designOf(art.design, art);
    return (
      `<rect width="${W}" height="${H}" fill="${flash.TEAL}"/><path d="${raysD(540, 760, 1400, 24)}" fill="${tint(flash.TEAL, 0.12)}"/>` +
      flash.lettering("BOOKS", 540, 250, 800, 210, flash.CREAM) +
      flash.lettering("OPEN", 540, 450, 800, 210, flash.MUSTARD) +
      flash.motif(d, 540, 840, 1.3) +
      flash.scroll(540, 1200, 640, "BOOK NOW", flash.inksOf("red with teal"), flash.RED, flash.CREAM)
    );
  },
  "artist spotlight": (art) => {
    const c = characterOf(art);
    const arch = `M200 1120V520A340 340 0 0 1 880 520V1120Z`;
    return (
      flash.paper(W, H) +
      flash.lettering("SPOTLIGHT", 540, 170, 860, 150, flash.RED) +
      `<clipPath id="a"><path d="${arch}"/></clipPath><g clip-path="url(#a)"><rect width="${W}" height="${H}" fill="${flash.MUSTARD}"/><path d="${raysD(540, 640, 900, 18)}" fill="${tint(flash.MUSTARD, 0.2)}"/>${at(540 - 450, 660 - 387, 0.9, drawCharacter(c, flash.flashLook))}</g>` +
      `<path d="${arch}" fill="none" stroke="${flash.K}" stroke-width="22"/>` +
      flash.scroll(540, 1230, 620, "NOW BOOKING", flash.inksOf("teal with red"), flash.TEAL, flash.CREAM)
    );
  },
  "fresh and healed": (art) => {
    const d = flash.designOf(art.design, art);
    const half = (x: number, label: string, healed: boolean) =>
      `<rect x="${x}" y="260" width="460" height="880" rx="30" fill="#e9b48e" stroke="${flash.K}" stroke-width="10"/>` +
      (healed ? "" : `<ellipse cx="${x + 230}" cy="700" rx="200" ry="230" fill="#e06a6a" fill-opacity=".35"/>`) +
      `<g opacity="${healed ? 0.78 : 1}">${flash.motif(d, x + 230, 700, 0.95)}</g>` +
      flash.lettering(label, x + 230, 1240, 400, 90, healed ? flash.TEAL : flash.RED);
    return (
      flash.paper(W, H) +
      flash.lettering("FRESH VS HEALED", 540, 170, 920, 110, flash.K) +
      half(60, "FRESH", false) +
      half(560, "HEALED", true)
    );
  },
  "walk-ins": (art) => {
    const d = flash.designOf(art.design, art);
    const pen = cleanPen(flash.K, 10);
    return (
      `<rect width="${W}" height="${H}" fill="#24403e"/>` +
      pen.line(pts("300 0, 330 200"), { lw: 8 }) +
      pen.line(pts("780 0, 750 200"), { lw: 8 }) +
      pen.shape(pts("150 200, 930 200, 930 560, 150 560"), "#9a6a3c", { lw: 14 }) +
      pen.shape(pts("185 235, 895 235, 895 525, 185 525"), flash.CREAM) +
      flash.lettering("WALK-INS", 540, 370, 640, 130, flash.RED) +
      flash.lettering("WELCOME", 540, 490, 560, 100, flash.TEAL) +
      flash.motif(d, 540, 900, 1.75)
    );
  },
};

const socialDrawer: Drawer = (art) => {
  const post = read(art).oneOf("post", Object.keys(posts));
  return { svg: svgDoc(W, H, posts[post]?.(art) ?? ""), width: W, height: H };
};

export const tattooPageDrawers: Record<string, Drawer> = {
  "bcts-origin": originDrawer,
  "bcts-social": socialDrawer,
};
