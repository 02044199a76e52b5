// Placeholder drawers for Blue Chip Tattoo Studio (src/tattoo/designs.ts): the flash sheets, the blue-chip
// logo, the cover sheets, the pinned-up wall of flash and the artists' portraits. Origins, posts and the website
// mock-ups are in pages.ts and site.ts.
import { characterOf } from "../characters/traits.ts";
import { type flashDesign, type Motif, motifs } from "./designs.ts";
import { drawCharacter } from "../characters/parts.ts";
import { cleanPen, pts, raysD, tint } from "../kit/ink.ts";
import { r, svgDoc } from "../kit/svg.ts";
import { tattooPageDrawers } from "./pages.ts";
import { tattooSiteDrawers } from "./site.ts";
import {
  CREAM,
  designOf,
  flashLook,
  flashSheet,
  inksOf,
  K,
  lettering,
  motif,
  MUSTARD,
  paper,
  RED,
  scroll,
  sparkles,
  TEAL,
} from "./flash.ts";
import { motifArt } from "./motifs.ts";
import type { Drawer } from "../kit/types.ts";
import { read } from "../kit/recipe.ts";

type Design = ReturnType<typeof flashDesign>;

/** The blue chip: a teal poker chip with cream edge spots, a swallow in its heart and the name on a banner. */
export function chip(cx: number, cy: number, s: number, reversed = false): string {
  const pen = cleanPen(K, 10 / s);
  const face = reversed ? K : TEAL;
  const spot = reversed ? MUSTARD : CREAM;
  const spots = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return `<rect x="-34" y="-392" width="68" height="84" rx="8" fill="${spot}" stroke="${K}" stroke-width="${r(8 / s)}" transform="rotate(${r((a * 180) / Math.PI)})"/>`;
  }).join("");
  const bird = reversed ? { P: MUSTARD, S: CREAM, A: MUSTARD, K, W: CREAM, G: "#8d8576" } : inksOf("red with teal");
  const inner =
    pen.circle(0, 0, 400, face, { lw: 14 / s }) +
    spots +
    pen.circle(0, 0, 290, reversed ? "#2a2420" : tint(TEAL, 0.25), { lw: 10 / s }) +
    `<circle r="262" fill="none" stroke="${spot}" stroke-width="${r(6 / s)}" stroke-dasharray="14 12"/>` +
    `<g transform="translate(0 -40) scale(1.05)">${motifArt.swallow(cleanPen(K, 10 / s), { ...bird, S: reversed ? CREAM : TEAL, P: reversed ? MUSTARD : RED })}</g>` +
    scroll(0, 250, 640, "BLUE CHIP", { ...bird, P: RED, W: CREAM }, reversed ? MUSTARD : RED, reversed ? K : CREAM);
  return `<g transform="translate(${r(cx)} ${r(cy)}) scale(${r(s * 1000) / 1000})">${inner}</g>`;
}

const logoDrawer: Drawer = (art) => {
  const reversed = read(art).oneOf("version", ["colour", "reversed"] as const) === "reversed";
  const ground = reversed ? `<rect width="1200" height="1200" fill="#171310"/>` : paper(1200, 1200);
  const body =
    ground +
    sparkles(
      cleanPen(K, 6),
      pts("150 180, 1050 200, 140 1000, 1060 980"),
      reversed ? MUSTARD : RED,
      reversed ? CREAM : K,
    ) +
    chip(600, 540, 1.05, reversed) +
    lettering("TATTOO STUDIO", 600, 1110, 700, 90, reversed ? CREAM : TEAL);
  return { svg: svgDoc(1200, 1200, body), width: 1200, height: 1200 };
};

/** The overview card (1200×900, a flash sheet around the name) and the banner (2400×800, flash either side of the chip). */
const sheetDrawer: Drawer = (art) => {
  const format = read(art).oneOf("format", ["card", "banner"] as const);
  const at = (m: Motif, palette: Design["palette"], x: number, y: number, s: number) =>
    motif({ motif: m, palette }, x, y, s);
  const pen = cleanPen(K, 6);
  if (format === "card") {
    const body =
      paper(1200, 900) +
      lettering("BLUE CHIP", 600, 150, 640, 130, RED) +
      lettering("TATTOO STUDIO", 600, 225, 420, 56, TEAL) +
      at("swallow", "teal with red", 250, 420, 0.72) +
      at("dagger", "red with mustard", 960, 470, 0.78) +
      at("rose", "red with teal", 600, 560, 0.95) +
      at("heart", "red with mustard", 230, 730, 0.5) +
      at("anchor", "teal with mustard", 980, 760, 0.45) +
      sparkles(pen, pts("120 120, 1080 130, 420 820, 780 820, 700 360"), MUSTARD);
    return { svg: svgDoc(1200, 900, body), width: 1200, height: 900 };
  }
  const body =
    paper(2400, 800) +
    at("dice", "red with teal", 250, 430, 0.75) +
    at("swallow", "teal with red", 640, 390, 0.85) +
    at("rose", "red with teal", 2150, 420, 0.85) +
    `<g transform="translate(1760 390) scale(-0.85 0.85)">${motifArt.swallow(cleanPen(K, 10.6), inksOf("teal with red"))}</g>` +
    chip(1200, 400, 0.85) +
    sparkles(pen, pts("480 150, 1920 160, 470 650, 1930 660, 100 120, 2300 700"), MUSTARD);
  return { svg: svgDoc(2400, 800, body), width: 2400, height: 800 };
};

/** The feature illustration (1200×1200): a sheet of six designs taped to the studio's teal wall. */
const wallDrawer: Drawer = (art) => {
  const list = art.designs;
  if (!Array.isArray(list)) throw new Error(`Recipe ${art.kind} (${art.seed}) needs "designs"`);
  const designs = list.map((d) => designOf(d, art));
  const tape = (x: number, y: number, a: number) =>
    `<rect x="${x - 60}" y="${y - 22}" width="120" height="44" fill="#efe3c2" fill-opacity=".85" transform="rotate(${a} ${x} ${y})"/>`;
  let sheet = "";
  designs.slice(0, 6).forEach((d, i) => {
    const [x, y] = [270 + (i % 3) * 330, 330 + Math.floor(i / 3) * 420];
    sheet += motif(d, x, y, 0.58) + scroll(x, y + 160, 250, d.word, inksOf(d.palette));
  });
  const body =
    `<rect width="1200" height="1200" fill="#1d4442"/><path d="M0 0H1200V1200H0Z" fill="url(#wallpaper)"/>` +
    `<defs><pattern id="wallpaper" width="80" height="80" patternUnits="userSpaceOnUse"><circle cx="40" cy="40" r="4" fill="#2a5b58"/></pattern></defs>` +
    `<g transform="rotate(-2 600 600)"><rect x="110" y="140" width="1000" height="940" fill="#0d1f1e" fill-opacity=".35" transform="translate(16 18)"/>` +
    paper(1000, 940, CREAM, 110, 140) +
    sheet +
    `</g>` +
    tape(150, 160, -30) +
    tape(1050, 130, 25) +
    tape(150, 1070, 20) +
    tape(1060, 1050, -25);
  return { svg: svgDoc(1200, 1200, body), width: 1200, height: 1200 };
};

/** A crown in flash inks, for the boss. */
const crown = (x: number, y: number, s: number) => {
  const pen = cleanPen(K, 10 / s);
  return `<g transform="translate(${x} ${y}) scale(${s})">${pen.shape(
    pts("-120 60, -140 -70, -60 0, 0 -110, 60 0, 140 -70, 120 60"),
    MUSTARD,
  )}${pen.shape(
    pts("-122 30, -120 70, 120 70, 122 30"),
    tint(MUSTARD, -0.15),
  )}${[-140, 0, 140].map((cx, i) => pen.circle(cx, i === 1 ? -116 : -76, 18, i === 1 ? TEAL : RED)).join("")}</g>`;
};

/** An artist (900×1200) in an arched frame, or the boss (1600×1200) under a crown, flanked by a panther and an eagle. */
const artistDrawer: Drawer = (art) => {
  const c = characterOf(art);
  const role = read(art).str("role");
  const m = read(art).oneOf("motif", motifs);
  const boss = art.boss === true;
  const [W, H] = boss ? [1600, 1200] : [900, 1200];
  const cx = W / 2;
  const [aw, top, bottom] = [boss ? 620 : 700, 150, 1010];
  const arch = `M${cx - aw / 2} ${bottom}V${top + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${cx + aw / 2} ${top + aw / 2}V${bottom}Z`;
  const ground = boss ? RED : TEAL;
  const neckInk = `<g transform="translate(548 690) scale(.12)">${motifArt[m](cleanPen(K, 60), inksOf("red with teal"))}</g>`;
  const sleeves =
    c.outfit === "tank top"
      ? `<g transform="translate(250 900) scale(.3)">${motifArt.rose(cleanPen(K, 30), inksOf("red with teal"))}</g><g transform="translate(760 900) scale(.28)">${motifArt.swallow(cleanPen(K, 30), inksOf("teal with red"))}</g>`
      : "";
  const person = `<g transform="translate(${cx - 500 * 0.9} ${560 - 430 * 0.9}) scale(.9)">${drawCharacter(c, flashLook)}${neckInk}${sleeves}</g>`;
  let body =
    paper(W, H) +
    `<clipPath id="arch"><path d="${arch}"/></clipPath>` +
    `<g clip-path="url(#arch)"><rect width="${W}" height="${H}" fill="${ground}"/><path d="${raysD(cx, 560, 1100, 18)}" fill="${tint(ground, 0.18)}"/>${person}</g>` +
    `<path d="${arch}" fill="none" stroke="${K}" stroke-width="26"/><path d="${arch}" fill="none" stroke="${MUSTARD}" stroke-width="10"/>`;
  if (boss) {
    body +=
      crown(cx, 120, 0.9) +
      motif({ motif: "panther", palette: "red with teal" }, 290, 560, 1.05) +
      motif({ motif: "eagle", palette: "mustard with teal" }, 1320, 560, 1.05) +
      sparkles(cleanPen(K, 6), pts("140 200, 1460 200, 160 940, 1440 950"), MUSTARD);
  } else {
    body +=
      motif({ motif: m, palette: "red with mustard" }, 150, 960, 0.42) +
      sparkles(cleanPen(K, 6), pts("760 140, 130 160, 800 940"), MUSTARD);
  }
  body += scroll(cx, boss ? 1080 : 1090, boss ? 760 : 640, role, inksOf("red with teal"), RED, CREAM);
  return { svg: svgDoc(W, H, body), width: W, height: H };
};

const tattooDrawer: Drawer = (art) => {
  const d = designOf({}, art);
  return { svg: svgDoc(800, 1000, flashSheet(d, read(art).num("number"))), width: 800, height: 1000 };
};

export const tattooDrawers: Record<string, Drawer> = {
  "bcts-tattoo": tattooDrawer,
  "bcts-logo": logoDrawer,
  "bcts-sheet": sheetDrawer,
  "bcts-wall": wallDrawer,
  "bcts-artist": artistDrawer,
  ...tattooPageDrawers,
  ...tattooSiteDrawers,
};
