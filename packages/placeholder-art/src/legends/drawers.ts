// Placeholder drawers for Wall of Legends (src/legends/comics.ts): comic avatars with bold ink, dot-screen
// shading and flat bright colour, the framed wall (card, banner), the pop-out illustration and the before/after panels.
import { characterOf, type Character } from "../characters/traits.ts";
import { backdrops, type ComicColour, comicColours } from "./comics.ts";
import type { Art, Drawer } from "../kit/types.ts";
import type { Look } from "../characters/look.ts";
import { drawCharacter } from "../characters/parts.ts";
import { cleanPen, dotPattern, ellipsePts, pts, raysD, starPts, tint, word } from "../kit/ink.ts";
import { r, svgDoc } from "../kit/svg.ts";
import { read } from "../kit/recipe.ts";

const INK = "#141018";
const PAPER = "#fff4dc";
const DOTS = "wol-dots";

export const comicLook: Look = {
  ink: INK,
  lw: 12,
  skin: {
    light: "#ffe0cc",
    peach: "#f9bf98",
    olive: "#dcaa72",
    tan: "#c98a55",
    brown: "#8f5a3a",
    "deep brown": "#5f3b27",
  },
  hair: {
    black: "#2a2233",
    brown: "#7a4a2a",
    ginger: "#ff7a2b",
    blonde: "#ffd84a",
    silver: "#cfd6e4",
    pink: "#ff6fb5",
    blue: "#3d8bff",
  },
  cloth: {
    hoodie: "#ff4f9a",
    "leather jacket": "#34313d",
    "tank top": "#2ad4e0",
    "denim jacket": "#4f80d6",
    turtleneck: "#8a5cf6",
    "suit and tie": "#30344a",
  },
  accent: "#ff3b3b",
  metal: "#ffc83d",
  blush: "#ff6f8a44",
  mouth: "#5b1b2e",
  tongue: "#ff7f9a",
  shadow: () => `url(#${DOTS})`,
};
/** The "where we are" panels: the same people, drained of colour (skin tones are left alone). */
const mute = <K extends string>(colours: Record<K, string>) =>
  Object.fromEntries(Object.entries(colours).map(([k, v]) => [k, tint(tint(v as string, 0.35), -0.3)])) as Record<
    K,
    string
  >;
const dullLook: Look = {
  ...comicLook,
  hair: mute(comicLook.hair),
  cloth: mute(comicLook.cloth),
  accent: "#8c8c98",
  metal: "#a9a9b2",
};

/** The dot screen every comic shadow uses; each drawing puts it in its defs once. */
const defs = (extra = "") =>
  `<defs>${dotPattern(DOTS, "#14101866", 16, 3.8)}${dotPattern(`${DOTS}-coarse`, "#14101866", 32, 7.6)}` +
  `${dotPattern("wol-light", "#ffffff55", 34, 6.5)}${extra}</defs>`;
const bricks =
  `<pattern id="bricks" width="120" height="60" patternUnits="userSpaceOnUse"><rect width="120" height="60" fill="#c65a3f"/>` +
  `<path d="M0 0H120M0 30H120M60 0V30M0 30V60M120 30V60" stroke="#8e3a2a" stroke-width="5"/></pattern>`;

const colourOf = (art: Art) => comicColours[read(art).oneOf("colour", Object.keys(comicColours) as ComicColour[])];
const castOf = (art: Art) => {
  const list = art.characters;
  if (!Array.isArray(list)) throw new Error(`Recipe ${art.kind} (${art.seed}) needs "characters"`);
  return list.map((c) => characterOf({ ...art, c }, "c"));
};

/**
 * A character whose face centre lands on (cx, cy), scaled from its 1000 frame. Outlines stay bold when it is drawn
 * small, and so does the dot screen: a coarser one keeps the dots the same size on the page, and far fewer to paint.
 */
const portrait = (c: Character, cx: number, cy: number, s: number, look: Look = comicLook) =>
  `<g transform="translate(${r(cx - 500 * s)} ${r(cy - 430 * s)}) scale(${r(s * 1000) / 1000})">` +
  `${drawCharacter(c, { ...look, lw: Math.min(30, look.lw / Math.sqrt(s)), shadow: s < 0.75 ? () => `url(#${DOTS}-coarse)` : look.shadow })}</g>`;

/** A jagged comic burst with a sound-effect word in it. */
const burstWord = (text: string, x: number, y: number, size: number, fill: string, turn = -10) =>
  `<g transform="rotate(${turn} ${x} ${y})">${cleanPen(INK, 10).shape(starPts(x, y, size, size * 0.72, 12, { wobble: 0.25, seed: text }), fill)}` +
  word(text, { x, y: y + size * 0.2, width: size * 1.45, size: size * 0.6, fill: "#ffffff", stroke: INK, sw: 10 }) +
  `</g>`;

/** Each backdrop is a ground (behind the legend) and an optional overlay (a word that must not hide behind hair). */
const backdropOf: Record<(typeof backdrops)[number], (colour: string, text: string, seed: string) => [string, string]> =
  {
    burst: (colour, text, seed) => [
      `<rect width="1000" height="1000" fill="${tint(colour, 0.6)}"/><rect width="1000" height="1000" fill="url(#wol-light)"/>` +
        cleanPen(INK, 12).shape(starPts(500, 470, 520, 360, 14, { wobble: 0.3, seed: seed }), colour) +
        cleanPen(INK, 0).fill(starPts(500, 470, 360, 260, 14, { wobble: 0.3, seed: `${seed}:in` }), "#fff3a8"),
      burstWord(text, 170, 170, 120, comicColours.red),
    ],
    "speech balloon": (colour, text) => {
      const rim = ellipsePts(210, 150, 170, 95, 20);
      return [
        `<rect width="1000" height="1000" fill="${colour}"/><rect width="1000" height="1000" fill="url(#wol-light)"/>`,
        cleanPen(INK, 10).shape([...rim.slice(0, 12), [330, 330], ...rim.slice(13)], "#ffffff", { smooth: true }) +
          word(text, { x: 210, y: 180, width: 270, size: 90, fill: INK }),
      ];
    },
    "speed lines": (colour) => [
      `<rect width="1000" height="1000" fill="#ffffff"/><path d="${raysD(500, 450, 1000, 44)}" fill="${colour}"/><circle cx="500" cy="450" r="260" fill="#ffffff"/>`,
      "",
    ],
    "halftone sun": (colour) => [
      `<rect width="1000" height="1000" fill="${tint(colour, 0.7)}"/><circle cx="500" cy="440" r="400" fill="${colour}" stroke="${INK}" stroke-width="12"/>` +
        `<circle cx="500" cy="440" r="400" fill="url(#wol-light)"/>`,
      "",
    ],
  };

/** A 1000×1000 avatar: backdrop, the legend, a caption box with its number, a thick panel border. */
const avatarDrawer: Drawer = (art) => {
  const backdrop = read(art).oneOf("backdrop", backdrops);
  const number = read(art).num("number");
  const text = read(art).str("word");
  const [ground, overlay] = backdropOf[backdrop](colourOf(art), text, art.seed);
  const body =
    defs() +
    ground +
    portrait(characterOf(art), 500, 480, 1.2) +
    overlay +
    `<rect x="700" y="40" width="240" height="76" fill="#ffd23f" stroke="${INK}" stroke-width="8"/>` +
    word(`LEGEND #${String(number).padStart(2, "0")}`, { x: 820, y: 92, width: 210, size: 36, fill: INK }) +
    `<rect x="14" y="14" width="972" height="972" fill="none" stroke="${INK}" stroke-width="28"/>`;
  return { svg: svgDoc(1000, 1000, body), width: 1000, height: 1000 };
};

/** A framed portrait on the wall: coloured ground, a small burst, the legend, the frame on top. */
const framed = (
  c: Character,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  id: string,
  look: Look = comicLook,
) =>
  `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>` +
  `<g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>` +
  `<path d="${raysD(x + w / 2, y + h * 0.45, w, 12)}" fill="#ffffff" fill-opacity=".25"/>` +
  portrait(c, x + w / 2, y + h * 0.5, (w * 1.5) / 1000, look) +
  `</g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="10"/>`;

const palette = Object.values(comicColours);

/** The card (1200×900, six frames under a plaque) or the banner (2400×800, a strip of seven tilted panels). */
const wallDrawer: Drawer = (art) => {
  const format = read(art).oneOf("format", ["card", "banner"] as const);
  const cast = castOf(art);
  if (format === "card") {
    let body =
      defs(bricks) +
      `<rect width="1200" height="900" fill="url(#bricks)"/><rect width="1200" height="900" fill="#00000022"/>`;
    cast.slice(0, 6).forEach((c, i) => {
      const [x, y] = [105 + (i % 3) * 345, 200 + Math.floor(i / 3) * 345];
      body += `<rect x="${x - 16}" y="${y - 16}" width="332" height="332" fill="#f2b632" stroke="${INK}" stroke-width="8"/>`;
      body += framed(c, x, y, 300, 300, palette[i % palette.length] as string, `f${i}`);
    });
    body +=
      `<g transform="rotate(-2 600 95)"><rect x="250" y="40" width="700" height="110" fill="#ffd23f" stroke="${INK}" stroke-width="10"/>` +
      word("WALL OF LEGENDS", { x: 600, y: 118, width: 640, size: 76, fill: INK }) +
      `</g>`;
    return { svg: svgDoc(1200, 900, body), width: 1200, height: 900 };
  }
  // A coarser dot screen on the wide banner: a third as many pattern tiles to paint.
  let body =
    defs(dotPattern("wol-big", "#ffffff55", 44, 8)) +
    `<rect width="2400" height="800" fill="#ffd23f"/><rect width="2400" height="800" fill="url(#wol-big)"/><path d="${raysD(1200, 400, 1500, 36)}" fill="#ffffff" fill-opacity=".35"/>`;
  const order = [0, 6, 1, 5, 2, 4, 3];
  for (const i of order) {
    const c = cast[i];
    if (!c) continue;
    const lead = i === 3;
    const w = lead ? 460 : 330;
    const h = lead ? 640 : 520;
    const cx = 1200 + (i - 3) * 360 + Math.sign(i - 3) * 50;
    const turn = lead ? 0 : i % 2 ? 3 : -3;
    body += `<g transform="rotate(${turn} ${cx} 400)"><rect x="${cx - w / 2 + 12}" y="${400 - h / 2 + 12}" width="${w}" height="${h}" fill="${INK}"/>${framed(c, cx - w / 2, 400 - h / 2, w, h, palette[(i * 3) % palette.length] as string, `p${i}`)}</g>`;
  }
  return { svg: svgDoc(2400, 800, body), width: 2400, height: 800 };
};

/** The feature illustration (1200×1200): a legend breaking out over the top of its panel. */
const popoutDrawer: Drawer = (art) => {
  const colour = colourOf(art);
  const text = read(art).str("word");
  const body =
    defs() +
    `<rect width="1200" height="1200" fill="${PAPER}"/><rect width="1200" height="1200" fill="url(#${DOTS})" opacity=".25"/>` +
    `<rect x="130" y="490" width="960" height="660" fill="${INK}"/>` +
    `<clipPath id="panel"><rect x="110" y="470" width="960" height="660"/></clipPath>` +
    `<g clip-path="url(#panel)"><rect x="110" y="470" width="960" height="660" fill="${tint(colour, 0.55)}"/><rect x="110" y="470" width="960" height="660" fill="url(#wol-light)"/>` +
    `<path d="${raysD(590, 640, 900, 22)}" fill="${tint(colour, 0.3)}"/>${cleanPen(INK, 12).shape(starPts(590, 640, 420, 300, 14, { wobble: 0.3, seed: art.seed }), colour)}</g>` +
    `<rect x="110" y="470" width="960" height="660" fill="none" stroke="${INK}" stroke-width="20"/>` +
    `<clipPath id="out"><rect x="0" y="0" width="1200" height="1130"/></clipPath>` +
    `<g clip-path="url(#out)">${portrait(characterOf(art), 590, 600, 1.25)}</g>` +
    burstWord(text, 950, 330, 170, comicColours["sunny yellow"], 12);
  return { svg: svgDoc(1200, 1200, body), width: 1200, height: 1200 };
};

/** Before/after (1600×900): two panels with caption boxes and a VS burst between them. */
const versusDrawer: Drawer = (art) => {
  const variant = read(art).oneOf("variant", ["crowd", "wall"] as const);
  const cast = castOf(art);
  const caption = (text: string, x: number) =>
    `<rect x="${x}" y="70" width="${text.length * 24 + 60}" height="70" fill="#ffd23f" stroke="${INK}" stroke-width="8"/>` +
    word(text, { x: x + 30, y: 118, width: text.length * 24, size: 36, fill: INK, anchor: "start" });
  let left = "";
  let right = "";
  if (variant === "crowd") {
    const rain = Array.from({ length: 40 }, (_, i) => `M${(i * 97) % 760} ${(i * 53) % 700}l-30 70`).join("");
    left =
      `<rect x="40" y="100" width="740" height="760" fill="url(#bricks)"/><rect x="40" y="100" width="740" height="760" fill="#5b6270" fill-opacity=".72"/>` +
      `<path d="${rain}" transform="translate(60 140)" stroke="#c9d3e3" stroke-width="5" stroke-linecap="round"/>` +
      portrait({ ...(cast[0] as Character), expression: "calm" }, 235, 570, 0.55, dullLook) +
      portrait({ ...(cast[1] as Character), expression: "calm" }, 560, 600, 0.52, dullLook);
    right =
      `<rect x="820" y="100" width="740" height="760" fill="#ff8a2b"/><path d="${raysD(1190, 480, 900, 20)}" fill="#ffd23f"/>` +
      cast
        .slice(1, 6)
        .map((c, i) =>
          portrait({ ...c, expression: i % 2 ? "shout" : "grin" }, 900 + i * 150, 440 + (i % 2) * 80, 0.42),
        )
        .join("");
  } else {
    left =
      `<rect x="40" y="100" width="740" height="760" fill="#d8d2c4"/>` +
      pts("200 300, 560 300, 200 620, 560 620")
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#8a8270"/>`)
        .join("") +
      framed(cast[0] as Character, 290, 330, 240, 280, "#b9b3a5", "v0", dullLook);
    right =
      `<rect x="820" y="100" width="740" height="760" fill="url(#bricks)"/>` +
      `<path d="M900 100L1000 100L1120 860L760 860Z M1420 100L1520 100L1640 860L1280 860Z" fill="#fff6c4" fill-opacity=".35"/>` +
      cast
        .slice(0, 6)
        .map((c, i) =>
          framed(
            { ...c, expression: "grin" },
            870 + (i % 3) * 225,
            200 + Math.floor(i / 3) * 310,
            190,
            250,
            palette[i] as string,
            `w${i}`,
          ),
        )
        .join("");
  }
  const body =
    defs(bricks) +
    `<rect width="1600" height="900" fill="${PAPER}"/>` +
    `<clipPath id="lp"><rect x="40" y="100" width="740" height="760"/></clipPath><clipPath id="rp"><rect x="820" y="100" width="740" height="760"/></clipPath>` +
    `<g clip-path="url(#lp)">${left}</g><g clip-path="url(#rp)">${right}</g>` +
    `<rect x="40" y="100" width="740" height="760" fill="none" stroke="${INK}" stroke-width="14"/><rect x="820" y="100" width="740" height="760" fill="none" stroke="${INK}" stroke-width="14"/>` +
    caption("WHERE WE ARE", 70) +
    caption("WHERE WE'RE HEADED", 850) +
    burstWord("VS", 800, 480, 110, comicColours.red, 0);
  return { svg: svgDoc(1600, 900, body), width: 1600, height: 900 };
};

export const legendsDrawers: Record<string, Drawer> = {
  "wol-avatar": avatarDrawer,
  "wol-wall": wallDrawer,
  "wol-popout": popoutDrawer,
  "wol-versus": versusDrawer,
};
