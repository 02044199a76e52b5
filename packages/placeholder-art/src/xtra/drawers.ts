import type { ApeTraits } from "./ape-traits.ts";
import { letter } from "../kit/hand-drawn.ts";
import { r, svgDoc } from "../kit/svg.ts";
import type { Drawer } from "../kit/types.ts";
import { BACKGROUNDS } from "./ape.ts";
import { sticker } from "./logo.ts";
import { logoDrawers } from "./logo-art.ts";
import { LAYER_NAMES, apeLayers, apeSvg } from "./wear.ts";
import { read } from "../kit/recipe.ts";

// xTRA BORED's pictures: finished apes, the layering boards that fan one character's seven layers out beside the
// result, and the project card, banner and grid. The logo project's drawers come from logo-art.ts.

const GOLD = "#F2C14E";
const NIGHT = "#16171C";
/** Clips a 1000-unit character canvas wherever it is placed (the clip is read in the placed group's own units). */
const TILE_CLIP = `<clipPath id="xb-tile"><rect width="1000" height="1000" rx="40"/></clipPath>`;

const apesOf = (value: unknown): ApeTraits[] => {
  if (!Array.isArray(value) || value.length === 0) throw new Error("xTRA BORED art needs a non-empty apes list");
  return value as ApeTraits[];
};

/** A character placed at (x, y), `size` pixels square, with rounded corners. */
const tile = (ape: ApeTraits, x: number, y: number, size: number, frame = "") =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${(size / 1000).toFixed(4)})"><g clip-path="url(#xb-tile)">${apeSvg(ape)}</g>` +
  `<rect width="1000" height="1000" rx="40" fill="none" stroke="${frame || NIGHT}" stroke-width="${frame ? 26 : 14}"/></g>`;

const dotGrid = (w: number, h: number, colour: string) =>
  `<defs><pattern id="xb-dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="2.2" fill="${colour}"/></pattern></defs>` +
  `<rect width="${w}" height="${h}" fill="url(#xb-dots)"/>`;

const ape: Drawer = (art) => ({ width: 1000, height: 1000, svg: svgDoc(1000, 1000, apeSvg(art.ape as ApeTraits)) });

const layering: Drawer = (art) => {
  const traits = art.ape as ApeTraits;
  const token = String(read(art).num("token")).padStart(4, "0");
  const layers = apeLayers(traits);
  // Each layer is a sheet turned away from the viewer (squeezed, sheared), fanned out left to right.
  const sheets = layers
    .map((layer, i) => {
      const [e, f] = [60 + i * 118, 300 - i * 6];
      const glass = i === 0 ? "" : `<rect width="1000" height="1000" fill="#FFFFFF" fill-opacity=".07"/>`;
      return (
        `<g transform="matrix(0.36 -0.11 0 0.56 ${e} ${f})">${glass}<g clip-path="url(#xb-tile)">${layer}</g>` +
        `<rect width="1000" height="1000" rx="24" fill="none" stroke="#FFFFFF" stroke-opacity=".55" stroke-width="6"/></g>` +
        `<path d="${letter(String(i + 1).padStart(2, "0"), e, f + 600, { size: 20 })}" stroke="${GOLD}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
        `<path d="${letter(LAYER_NAMES[i] ?? "", e, f + 634, { size: 10, tracking: 0.1 })}" stroke="#C9CBD3" stroke-width="1.8" fill="none" stroke-linecap="round"/>`
      );
    })
    .join("");
  const svg =
    `<rect width="1600" height="1000" fill="${NIGHT}"/>` +
    dotGrid(1600, 1000, "#262832") +
    `<defs>${TILE_CLIP}</defs>` +
    sticker("LAYERING", 70, 70, 44, GOLD, "start") +
    `<path d="${letter(`xTRA BORED #${token}  -  7 LAYERS`, 72, 150, { size: 16, tracking: 0.25 })}" stroke="#C9CBD3" stroke-width="2.2" fill="none" stroke-linecap="round"/>` +
    sheets +
    `<path d="M1070 560 L1112 560 M1094 542 L1114 560 L1094 578" stroke="${GOLD}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    tile(traits, 1140, 330, 420, GOLD) +
    `<path d="${letter(`#${token}`, 1350, 800, { size: 30, tracking: 0.15, anchor: "middle" })}" stroke="#FFFFFF" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return { width: 1600, height: 1000, svg: svgDoc(1600, 1000, svg) };
};

const card: Drawer = (art) => {
  const [a, b, c] = apesOf(art.apes);
  const svg =
    `<rect width="1200" height="900" fill="${GOLD}"/>` +
    dotGrid(1200, 900, "#E0AD3A") +
    `<defs>${TILE_CLIP}</defs>` +
    tile(a ?? apesOf(art.apes)[0]!, 70, 300, 330) +
    tile(c ?? a!, 800, 300, 330) +
    tile(b ?? a!, 360, 210, 480) +
    sticker("xTRA BORED", 600, 90, 72, "#FFFFFF", "middle") +
    sticker("10000 APES", 600, 740, 34, "#FFFFFF", "middle");
  return { width: 1200, height: 900, svg: svgDoc(1200, 900, svg) };
};

const banner: Drawer = (art) => {
  const apes = apesOf(art.apes);
  const order = [0, 1, 3, 4, 2];
  const tiles = order
    .map((k, j) => {
      const isCentre = j === order.length - 1;
      const size = isCentre ? 600 : 480;
      const x = isCentre ? 900 : ([150, 620, 1300, 1770][j] ?? 0);
      return tile(apes[k % apes.length]!, x, isCentre ? 100 : 160, size, isCentre ? GOLD : "");
    })
    .join("");
  const svg =
    `<rect width="2400" height="800" fill="${NIGHT}"/>` +
    dotGrid(2400, 800, "#262832") +
    `<defs>${TILE_CLIP}</defs>` +
    tiles;
  return { width: 2400, height: 800, svg: svgDoc(2400, 800, svg) };
};

const grid: Drawer = (art) => {
  const apes = apesOf(art.apes);
  const cells = apes
    .slice(0, 9)
    .map((a, i) => (i === 4 ? "" : tile(a, 60 + (i % 3) * 365, 60 + Math.floor(i / 3) * 365, 350)))
    .join("");
  const centre = apes[4] ?? apes[0]!;
  const glow = `<rect x="395" y="395" width="410" height="410" rx="30" fill="${BACKGROUNDS[centre.bg] ?? GOLD}" fill-opacity=".35"/>`;
  const svg =
    `<rect width="1200" height="1200" fill="${NIGHT}"/><defs>${TILE_CLIP}</defs>` +
    cells +
    glow +
    tile(centre, 410, 410, 380, GOLD);
  return { width: 1200, height: 1200, svg: svgDoc(1200, 1200, svg) };
};

export const xtraDrawers: Record<string, Drawer> = {
  "xb-ape": ape,
  "xb-layering": layering,
  "xb-card": card,
  "xb-banner": banner,
  "xb-grid": grid,
  ...logoDrawers,
};
