import { XBL_LOGOS, XBL_VARIANTS, type XblLogo } from "./logos.ts";
import { letter } from "../kit/hand-drawn.ts";
import { svgDoc } from "../kit/svg.ts";
import type { Drawer } from "../kit/types.ts";
import { emblemHead, paintLogo, paintShapes, sticker, type Paint, type Palette } from "./logo.ts";
import { read } from "../kit/recipe.ts";

// The xTRA BORED - Logo project's pictures: the two logos, their 18 colour and line-art versions, the banners made
// from them, and the project's card and banner.

const pal = (
  ring: string,
  field: string,
  fur: string,
  skin: string,
  accent: string,
  text: string,
  ribbon: string,
  banana: string,
  bg: string,
  ink = "#141417",
): Palette => ({
  ring,
  field,
  fur,
  skin,
  accent,
  text,
  ribbon,
  banana,
  bg,
  ink,
});
const PALETTES: Record<string, Palette> = {
  classic: pal("#1F1F24", "#3D7DD8", "#8B5A3C", "#D8B08C", "#F2C14E", "#FFFFFF", "#D93B4A", "#F7D64A", "#F6F1E6"),
  acid: pal("#1B1B1B", "#C6F432", "#7A4FD9", "#E0CCFF", "#C6F432", "#C6F432", "#7A4FD9", "#FFE94D", "#0F0F12"),
  midnight: pal(
    "#1C2541",
    "#3A506B",
    "#5BC0BE",
    "#CDEDEA",
    "#F2C14E",
    "#F2C14E",
    "#0B132B",
    "#F2C14E",
    "#0B132B",
    "#05070F",
  ),
  bubblegum: pal(
    "#F25C8A",
    "#FFD1E0",
    "#A96BD8",
    "#F6E3FF",
    "#FFFFFF",
    "#FFFFFF",
    "#7C4DCC",
    "#FFE27A",
    "#FFF0F5",
    "#3A1530",
  ),
  ocean: pal(
    "#0E4C75",
    "#7FD3E6",
    "#2F7FBF",
    "#D2ECF7",
    "#F6E27F",
    "#F6E27F",
    "#F06A4A",
    "#F6E27F",
    "#E6F6FA",
    "#072338",
  ),
  sunset: pal(
    "#4A1E4F",
    "#F79A5A",
    "#C2453E",
    "#F7C9A2",
    "#FFD166",
    "#FFD166",
    "#4A1E4F",
    "#FFD166",
    "#2A1030",
    "#1A0A1E",
  ),
  jungle: pal("#1E3D2F", "#7FB069", "#6B4226", "#E6C79C", "#F4D35E", "#F4D35E", "#C1443F", "#F4D35E", "#F3EBD8"),
  mono: pal("#111111", "#E8E8E8", "#555555", "#BBBBBB", "#FFFFFF", "#FFFFFF", "#333333", "#DDDDDD", "#FAFAFA"),
  retro: pal(
    "#3D2B1F",
    "#E9C46A",
    "#E76F51",
    "#F4DDB8",
    "#2A9D8F",
    "#F4F1DE",
    "#2A9D8F",
    "#E9C46A",
    "#F4F1DE",
    "#2B1D14",
  ),
  neon: pal(
    "#0D0D0D",
    "#FF2E88",
    "#00E5FF",
    "#CCFAFF",
    "#FFF200",
    "#FFF200",
    "#7B2FF7",
    "#FFF200",
    "#140021",
    "#050008",
  ),
};
const LINE_COLOURS: Record<string, string> = {
  white: "#F5F5F5",
  gold: "#F2C14E",
  lime: "#B6F23A",
  pink: "#FF5FA2",
  black: "#151515",
  navy: "#1F3A6E",
  red: "#C8333A",
  purple: "#6A3FB5",
};
const GROUNDS: Record<string, string> = { dark: "#141418", light: "#F6F1E6" };
const CLASSIC: Paint = { mode: "colour", palette: PALETTES.classic! };
const paintOf = (name: string): Paint => ({ mode: "colour", palette: PALETTES[name] ?? PALETTES.classic! });

/** Whether a colour is dark enough to need light lettering on it. */
const isDark = (hex: string) => {
  const [red, green, blue] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * (red ?? 0) + 0.587 * (green ?? 0) + 0.114 * (blue ?? 0) < 110;
};
const rect = (w: number, h: number, fill: string) => `<rect width="${w}" height="${h}" fill="${fill}"/>`;
/** A logo `size` pixels wide with its centre at (cx, cy). */
const logoAt = (logo: XblLogo, paint: Paint, cx: number, cy: number, size: number) =>
  paintLogo(logo, paint, cx - size / 2, cy - size / 2, size / 1200);

const logo: Drawer = (art) => {
  const which = read(art).oneOf("logo", Object.keys(XBL_LOGOS) as XblLogo[]);
  return {
    width: 1200,
    height: 1200,
    svg: svgDoc(1200, 1200, rect(1200, 1200, PALETTES.classic!.bg) + paintLogo(which, CLASSIC)),
  };
};

const version: Drawer = (art) => {
  const { oneOf, num } = read(art);
  const which = oneOf("logo", Object.keys(XBL_LOGOS) as XblLogo[]);
  const v = XBL_VARIANTS[num("variant")];
  if (!v) throw new Error(`xbl-version: no variant ${num("variant")}`);
  const paint: Paint =
    v.mode === "colour"
      ? paintOf(v.name)
      : { mode: "outline", line: LINE_COLOURS[v.line] ?? "#FFFFFF", bg: GROUNDS[v.ground] ?? "#141418" };
  const bg = paint.mode === "colour" ? paint.palette.bg : paint.bg;
  const label = paint.mode === "outline" ? paint.line : isDark(bg) ? paint.palette.text : paint.palette.ink;
  const caption = `${which.toUpperCase()}  ${String(num("variant") + 1).padStart(2, "0")}/18`;
  const svg =
    rect(1000, 1000, bg) +
    logoAt(which, paint, 500, 480, 860) +
    `<path d="${letter(caption, 60, 930, { size: 20, tracking: 0.3 })}" stroke="${label}" stroke-width="3" fill="none" stroke-linecap="round" stroke-opacity=".8"/>`;
  return { width: 1000, height: 1000, svg: svgDoc(1000, 1000, svg) };
};

/** A row of emblem heads, each in another colourway. */
const heads = (y: number, count: number, gap: number, size: number) =>
  Object.keys(PALETTES)
    .slice(0, count)
    .map(
      (name, i) =>
        `<g transform="translate(${gap / 2 + i * gap} ${y}) scale(${(size / 620).toFixed(4)})">${paintShapes(emblemHead(0, 0, 1), paintOf(name))}</g>`,
    )
    .join("");

const BANNERS: (() => string)[] = [
  () =>
    rect(2400, 800, "#111114") +
    logoAt("badge", CLASSIC, 480, 400, 640) +
    sticker("xTRA BORED", 1500, 250, 150, "#F2C14E", "middle", 1250) +
    sticker("10000 PIECES", 1500, 490, 60, "#FFFFFF"),
  () =>
    `<defs><pattern id="xbl-p" width="200" height="200" patternUnits="userSpaceOnUse">${logoAt("badge", { mode: "outline", line: "#8E5BD0", bg: "#5B2A86" }, 100, 100, 150)}</pattern></defs>` +
    rect(2400, 800, "#5B2A86") +
    rect(2400, 800, "url(#xbl-p)") +
    `<circle cx="1200" cy="400" r="390" fill="#2E1148"/>` +
    logoAt("crest", CLASSIC, 1200, 400, 720),
  () =>
    rect(2400, 800, "#C6F432") +
    logoAt("badge", paintOf("acid"), 420, 400, 640) +
    logoAt("crest", paintOf("acid"), 1980, 400, 680) +
    sticker("STAY BORED", 1200, 340, 130, "#FFFFFF", "middle", 820),
  () =>
    rect(2400, 800, "#0B132B") +
    `<g stroke-linejoin="round">${heads(680, 10, 240, 180)}</g>` +
    logoAt("badge", { mode: "outline", line: "#F5F5F5", bg: "#0B132B" }, 1200, 320, 600),
  () =>
    rect(2400, 800, "#F2A65A") +
    sticker("10000 APES", 120, 300, 170, "#FFFFFF", "start", 1060) +
    logoAt("badge", paintOf("sunset"), 1900, 560, 1300),
  () =>
    `<defs><pattern id="xbl-c" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="50" height="50" fill="#111"/><rect x="50" y="50" width="50" height="50" fill="#111"/></pattern></defs>` +
    rect(2400, 800, "#F6F1E6") +
    rect(2400, 800, "url(#xbl-c)") +
    `<rect x="0" y="300" width="2400" height="200" fill="#111114"/>` +
    `<circle cx="520" cy="400" r="370" fill="#F6F1E6" stroke="#111114" stroke-width="16"/>` +
    logoAt("crest", CLASSIC, 520, 400, 700) +
    sticker("JOIN THE CLUB", 1560, 340, 110, "#F2C14E", "middle", 1300),
  () =>
    ["#2A1030", "#4A1E4F", "#C2453E", "#F79A5A", "#FFD166"]
      .map((c, i) => `<rect y="${i * 160}" width="2400" height="160" fill="${c}"/>`)
      .join("") +
    logoAt("crest", paintOf("sunset"), 380, 400, 700) +
    sticker("xTRA BORED", 1200, 330, 140, "#FFD166", "middle", 860) +
    logoAt("badge", paintOf("sunset"), 2020, 400, 640),
];

const banner: Drawer = (art) => {
  const layout = read(art).num("layout");
  const make = BANNERS[layout % BANNERS.length] ?? BANNERS[0]!;
  return { width: 2400, height: 800, svg: svgDoc(2400, 800, make()) };
};

const card: Drawer = () => {
  const svg =
    rect(1200, 900, "#1B1C22") +
    // The two logos as stickers on a dark sheet: cream tiles keep their dark rings and outlines readable.
    `<rect x="50" y="190" width="530" height="560" rx="36" fill="#F6F1E6"/><rect x="620" y="190" width="530" height="560" rx="36" fill="#F6F1E6"/>` +
    logoAt("badge", CLASSIC, 315, 470, 500) +
    logoAt("crest", CLASSIC, 885, 470, 520) +
    `<path d="${letter("2 LOGOS, FULLY EXPLORED", 600, 60, { size: 26, tracking: 0.3, anchor: "middle" })}" stroke="#F2C14E" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return { width: 1200, height: 900, svg: svgDoc(1200, 900, svg) };
};

const pageBanner: Drawer = () => {
  const svg =
    rect(2400, 800, "#F2C14E") +
    logoAt("badge", CLASSIC, 1200, 400, 660) +
    sticker("xTRA", 820, 330, 150, "#FFFFFF", "end") +
    sticker("BORED", 1580, 330, 150, "#FFFFFF", "start");
  return { width: 2400, height: 800, svg: svgDoc(2400, 800, svg) };
};

export const logoDrawers: Record<string, Drawer> = {
  "xbl-logo": logo,
  "xbl-version": version,
  "xbl-banner-art": banner,
  "xbl-card": card,
  "xbl-banner": pageBanner,
};
