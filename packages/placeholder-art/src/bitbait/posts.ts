// BitBait's printed and posted pieces: the 900×1200 posters (one worm, one title word, a printed backdrop) and the
// 1080×1080 social posts (a handful of recurring templates, each around one worm).
import { pickWorm, type Worm, wormBackgrounds, wormColours, wormOf } from "./traits.ts";
import { random } from "../kit/random.ts";
import type { Art, Drawer } from "../kit/types.ts";
import { cleanPen, dotPattern, pts, raysD, scrappyPen, tint, word } from "../kit/ink.ts";
import { svgDoc } from "../kit/svg.ts";
import { drawWorm, place, wordmark } from "./worm.ts";
import { heads, INK } from "./worm-parts.ts";
import type { Point } from "../kit/svg.ts";
import { read } from "../kit/recipe.ts";

const CREAM = "#fff6e4";

const backdrops: Record<string, (ink: string) => string> = {
  sunburst: (ink) =>
    `<rect width="900" height="1200" fill="${tint(ink, 0.55)}"/><path d="${raysD(450, 620, 1100, 20)}" fill="${tint(ink, 0.25)}"/>`,
  halftone: (ink) =>
    `<defs>${dotPattern("ht", tint(ink, 0.15), 30, 7)}</defs><rect width="900" height="1200" fill="${tint(ink, 0.6)}"/>` +
    `<rect width="900" height="1200" fill="url(#ht)"/><circle cx="450" cy="600" r="330" fill="${tint(ink, 0.35)}"/>`,
  stripes: (ink) =>
    `<rect width="900" height="1200" fill="${tint(ink, 0.55)}"/><path d="${Array.from({ length: 22 }, (_, i) => `M${i * 110 - 200} 0l-700 1200`).join("")}" stroke="${tint(ink, 0.28)}" stroke-width="46"/>`,
  target: (ink) =>
    `<rect width="900" height="1200" fill="${tint(ink, 0.55)}"/>` +
    [620, 500, 380, 260]
      .map((rad, i) => `<circle cx="450" cy="620" r="${rad}" fill="${tint(ink, i % 2 ? 0.55 : 0.28)}"/>`)
      .join(""),
};

/** A poster: printed backdrop in a cream margin, the title in chunky letters, the worm rising from its heap. */
const posterDrawer: Drawer = (art) => {
  const w = wormOf(art);
  const title = read(art).str("title");
  const ink = wormColours[read(art).oneOf("ink", Object.keys(wormColours) as (keyof typeof wormColours)[])];
  const backdrop = backdrops[read(art).oneOf("backdrop", Object.keys(backdrops))]?.(ink) ?? "";
  const body =
    `<rect width="900" height="1200" fill="${CREAM}"/><clipPath id="panel"><rect x="40" y="40" width="820" height="1020" rx="12"/></clipPath>` +
    `<g clip-path="url(#panel)">${backdrop}${place(40, 230, 0.82, drawWorm(w, { base: "mound", lw: 13 }))}</g>` +
    `<rect x="40" y="40" width="820" height="1020" rx="12" fill="none" stroke="${INK}" stroke-width="8"/>` +
    wordmark(title, 450, 200, 740, 150, CREAM) +
    word("BITBAIT  ·  5,555 WORMS  ·  200+ TRAITS", { x: 450, y: 1128, width: 760, size: 34, fill: INK });
  return { svg: svgDoc(900, 1200, body), width: 900, height: 1200 };
};

const S = 1080;
const chip = (text: string, x: number, y: number, fill: string, colour = CREAM) =>
  `<rect x="${x - 110}" y="${y - 44}" width="220" height="64" rx="32" fill="${fill}" stroke="${INK}" stroke-width="6"/>` +
  word(text, { x, y, width: 180, size: 34, fill: colour });
const bgOf = (w: Worm) => wormBackgrounds[w.background];

const posts: Record<string, (w: Worm, art: Art) => string> = {
  gm: (w) =>
    `<defs><linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe3a3"/><stop offset="1" stop-color="#ff9d6b"/></linearGradient></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#dawn)"/><path d="${raysD(540, 1000, 1200, 14, Math.PI)}" fill="#fff3c4" fill-opacity=".5"/>` +
    `<circle cx="540" cy="1000" r="300" fill="#ffd23f"/>` +
    place(165, 290, 0.75, drawWorm(w, { lw: 14 })) +
    wordmark("GM", 540, 250, 600, 220, CREAM),
  "new-trait": (w) => {
    const pen = cleanPen(INK, 6);
    const tile = `<rect x="70" y="300" width="420" height="460" rx="28" fill="${CREAM}" stroke="${INK}" stroke-width="8"/>`;
    return (
      `<rect width="${S}" height="${S}" fill="${bgOf(w)}"/>` +
      tile +
      `<g transform="translate(280 690) scale(1.2)">${heads[w.head]({ pen, skin: wormColours[w.colour] })}</g>` +
      word(w.head.toUpperCase(), { x: 280, y: 720, width: 360, size: 40, fill: INK }) +
      pen.line(pts("520 540, 590 540"), { lw: 16 }) +
      pen.shape(pts("585 505, 630 540, 585 575"), INK) +
      place(540, 250, 0.52, drawWorm(w, { lw: 20 })) +
      wordmark("NEW TRAIT", 540, 200, 900, 130, CREAM)
    );
  },
  twins: (w, art) =>
    `<clipPath id="l"><rect width="540" height="${S}"/></clipPath><clipPath id="r"><rect x="540" width="540" height="${S}"/></clipPath>` +
    `<g clip-path="url(#l)"><rect width="${S}" height="${S}" fill="${bgOf(w)}"/>${place(40, 90, 1, drawWorm(w, { lw: 11 }))}</g>` +
    `<g clip-path="url(#r)"><rect width="${S}" height="${S}" fill="${tint(bgOf(w), -0.1)}"/>${place(40, 90, 1, drawWorm(w, { style: "blemf", seed: art.seed, lw: 11 }))}</g>` +
    scrappyPen(INK, 10, `${art.seed}:split`).line(
      Array.from({ length: 12 }, (_, i) => [540 + (i % 2 ? 18 : -18), i * 98] as Point),
      { smooth: false },
    ) +
    chip("OG", 170, 110, INK) +
    chip("BLEMF", 910, 110, "#fff27a", INK),
  "three-days": (w, art) => {
    const pen = scrappyPen(INK, 9, `${art.seed}:words`);
    let lines = "";
    for (let y = 120; y < S; y += 60) lines += `<path d="M0 ${y}H${S}" stroke="#9cc3e6" stroke-width="3"/>`;
    return (
      `<rect width="${S}" height="${S}" fill="#fff8c9"/>${lines}<path d="M120 0V${S}" stroke="#f08a8a" stroke-width="4"/>` +
      place(330, 330, 0.72, drawWorm(w, { style: "blemf", seed: art.seed, lw: 14 })) +
      `<g transform="rotate(-6 540 200)">` +
      word("MADE IN", { x: 540, y: 130, width: 400, size: 70, fill: INK, family: "monospace" }) +
      word("3 DAYS", { x: 540, y: 300, width: 760, size: 190, fill: "#e8413c", stroke: INK, sw: 10 }) +
      pen.line(pts("230 340, 560 325, 850 345"), { lw: 12, stroke: "#e8413c" }) +
      `</g>` +
      chip("BLEMFs", 900, 1000, "#fff27a", INK)
    );
  },
  "pick-one": (w, art) => {
    const rng = random(`${art.seed}#pick`);
    const others = [pickWorm(rng), w, pickWorm(rng)];
    return (
      `<rect width="${S}" height="${S}" fill="#2b7a78"/>` +
      others
        .map((o, i) => {
          const x = 50 + i * 335;
          return (
            `<path d="M${x} 1000V${420}a150 150 0 0 1 300 0V1000Z" fill="${tint(bgOf(o), i === 1 ? 0.2 : 0)}" stroke="${INK}" stroke-width="8"/>` +
            place(x - 45, 300, 0.39, drawWorm(o, { lw: 28 })) +
            chip(String(i + 1), x + 150, 1050, i === 1 ? "#ffd23f" : CREAM, INK)
          );
        })
        .join("") +
      wordmark("PICK ONE", 540, 190, 820, 150, CREAM)
    );
  },
  count: (w) =>
    `<defs>${dotPattern("cd", "#ffffff55", 34, 8)}</defs><rect width="${S}" height="${S}" fill="${tint(wormColours[w.colour], -0.35)}"/>` +
    `<rect width="${S}" height="${S}" fill="url(#cd)"/>` +
    place(190, 150, 0.7, drawWorm(w, { base: "none", lw: 16 })) +
    wordmark("5,555", 540, 840, 980, 330, "#ffd23f") +
    word("WORMS  ·  200+ TRAITS", { x: 540, y: 990, width: 760, size: 54, fill: CREAM }),
  "of-the-week": (w) => {
    const pen = cleanPen(INK, 8);
    return (
      `<rect width="${S}" height="${S}" fill="#3a2266"/><path d="${raysD(540, 500, 900, 18)}" fill="#ffd23f" fill-opacity=".18"/>` +
      `<clipPath id="frame"><rect x="210" y="130" width="660" height="700" rx="30"/></clipPath>` +
      `<rect x="190" y="110" width="700" height="740" rx="40" fill="#ffc83d" stroke="${INK}" stroke-width="8"/>` +
      `<g clip-path="url(#frame)"><rect width="${S}" height="${S}" fill="${bgOf(w)}"/>${place(210, 160, 0.66, drawWorm(w, { lw: 16 }))}</g>` +
      pen.shape(pts("80 820, 1000 820, 960 890, 1000 960, 80 960, 120 890"), "#e8413c") +
      word("WORM OF THE WEEK", { x: 540, y: 915, width: 800, size: 76, fill: CREAM })
    );
  },
};

const socialDrawer: Drawer = (art) => {
  const post = read(art).oneOf("post", Object.keys(posts));
  const body = posts[post]?.(wormOf(art), art) ?? "";
  return { svg: svgDoc(S, S, body), width: S, height: S };
};

export const bitbaitPostDrawers = { "bb-poster": posterDrawer, "bb-social": socialDrawer };
