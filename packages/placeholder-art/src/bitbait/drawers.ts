// Placeholder drawers for BitBait (src/bitbait/traits.ts): the twins, the trait tiles, the cover, banner and
// feature illustration. The gallery scenes (power, posters, social) are in scenes.ts and posts.ts.
import { type Worm, wormBackgrounds, wormEyes, wormHeads, wormMouths, wormOf } from "./traits.ts";
import type { Art, Drawer } from "../kit/types.ts";
import { bitbaitPostDrawers } from "./posts.ts";
import { bitbaitSceneDrawers } from "./scenes.ts";
import { cleanPen, dotPattern, ellipsePts, moved, pts, raysD, scrappyPen, tint, word } from "../kit/ink.ts";
import { r, svgDoc } from "../kit/svg.ts";
import { drawWorm, place, scribble, soil, wordmark } from "./worm.ts";
import { eyes, heads, INK, mouths } from "./worm-parts.ts";
import type { Point } from "../kit/svg.ts";
import { read } from "../kit/recipe.ts";

const worms = (art: Art) => {
  const list = art.worms;
  if (!Array.isArray(list)) throw new Error(`Recipe ${art.kind} (${art.seed}) needs "worms"`);
  return list.map((_, i) => wormOf({ ...art, w: list[i] }, "w"));
};

/** A twin: OG tidy, BLEMF the same worm scrappy, with a scribbled background and a scrawled tag. */
const wormDrawer: Drawer = (art) => {
  const style = read(art).oneOf("style", ["og", "blemf"] as const);
  const number = read(art).num("number");
  const w = wormOf(art);
  const bg = wormBackgrounds[w.background];
  const tag = `#${String(number).padStart(4, "0")}`;
  const og = style === "og";
  const back = og
    ? `<rect width="1000" height="1000" fill="${bg}"/><circle cx="500" cy="420" r="360" fill="${tint(bg, 0.35)}"/>` +
      `<circle cx="500" cy="420" r="250" fill="${tint(bg, 0.55)}"/>`
    : `<rect width="1000" height="1000" fill="${tint(bg, -0.04)}"/>${scribble(tint(bg, -0.2), art.seed, 1000)}`;
  // Bottom-left is the one corner no hat, horn or soil heap reaches.
  const label = og
    ? `<rect x="36" y="900" width="180" height="60" rx="30" fill="${INK}"/>` +
      word(tag, { x: 126, y: 942, width: 140, size: 32, fill: "#fffaf0" })
    : `<g transform="rotate(-6 130 930)">${scrappyPen(INK, 5, `${art.seed}:tag`).shape(
        pts("26 892, 236 888, 240 964, 30 970"),
        "#fff27a",
      )}` +
      word(`blemf ${tag}`, { x: 133, y: 940, width: 190, size: 34, fill: INK, family: "monospace" }) +
      `</g>`;
  return { svg: svgDoc(1000, 1000, back + drawWorm(w, { style, seed: art.seed }) + label), width: 1000, height: 1000 };
};

/** Where each kind of part sits on its tile: the part's own centre in the head frame, and its scale. */
const framing = { head: { cy: -145, s: 2.1 }, eyes: { cy: -15, s: 3.1 }, mouth: { cy: 50, s: 3.2 } } as const;

/** A trait part alone on a plain tile, over the faint dashed silhouette of the head it belongs on. */
const traitDrawer: Drawer = (art) => {
  const part = read(art).oneOf("part", ["head", "eyes", "mouth"] as const);
  const names: readonly string[] = part === "head" ? wormHeads : part === "eyes" ? wormEyes : wormMouths;
  const name = read(art).oneOf("name", names);
  const bg = wormBackgrounds[read(art).oneOf("tile", Object.keys(wormBackgrounds) as (keyof typeof wormBackgrounds)[])];
  const { cy, s } = framing[part];
  const ctx = { pen: cleanPen(INK, 12 / s), skin: "#f47fae" };
  const drawn =
    part === "head"
      ? heads[name as Worm["head"]](ctx)
      : part === "eyes"
        ? eyes[name as Worm["eyes"]](ctx)
        : mouths[name as Worm["mouth"]](ctx);
  const ghost = `<circle r="100" fill="${tint(bg, 0.4)}" stroke="${tint(bg, -0.25)}" stroke-width="${r(4 / s)}" stroke-dasharray="${r(14 / s)} ${r(10 / s)}"/>`;
  const body =
    `<rect width="800" height="800" fill="${bg}"/>` +
    `<g transform="translate(400 ${r(390 - cy * s)}) scale(${s})">${ghost}${drawn}</g>` +
    `<rect x="0" y="700" width="800" height="100" fill="${INK}"/>` +
    word(part.toUpperCase(), { x: 40, y: 764, width: 180, size: 30, fill: tint(bg, 0.1), anchor: "start" }) +
    word(name.toUpperCase(), { x: 760, y: 766, width: 500, size: 38, fill: "#fffaf0", anchor: "end" });
  return { svg: svgDoc(800, 800, body), width: 800, height: 800 };
};

/** The overview card (1200×900, three worms) or the page banner (2400×800, seven worms centred on the lead). */
const coverDrawer: Drawer = (art) => {
  const format = read(art).oneOf("format", ["card", "banner"] as const);
  const list = worms(art);
  const [W, H] = format === "card" ? [1200, 900] : [2400, 800];
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd36e"/><stop offset="1" stop-color="#ff8a7a"/></linearGradient>${dotPattern("dots", "#ffffff40", 26, 5)}</defs>`;
  const back =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#dots)"/>` +
    `<path d="${raysD(W / 2, H * 0.62, W, 18, 0.1)}" fill="#fff3c4" fill-opacity=".35"/>`;
  let scene = "";
  if (format === "card") {
    const slots = [
      [130, 330, 0.52],
      [700, 330, 0.52],
      [370, 250, 0.62],
    ] as const;
    list.slice(0, 3).forEach((w, i) => {
      const [x, y, s] = slots[i] ?? [0, 0, 1];
      scene += place(x, y, s, drawWorm(w, { base: "none", lw: 14 }));
    });
    scene += soil(W, 780, 140) + wordmark("BitBait", 600, 190, 760, 170, "#fffaf0");
  } else {
    const xs = [230, 560, 890, 1200, 1510, 1840, 2170];
    list.forEach((w, i) => {
      if (i === 3) return;
      scene += place((xs[i] ?? 0) - 240, 230 + (i % 2) * 40, 0.48, drawWorm(w, { base: "none", lw: 15 }));
    });
    scene += place(1200 - 330, 90, 0.66, drawWorm(list[3] as Worm, { base: "none", lw: 13 }));
    scene += soil(W, 700, 120);
  }
  return { svg: svgDoc(W, H, defs + back + scene), width: W, height: H };
};

/** A fish for the hook scene, facing left, in a 1-unit body frame scaled by `s`. */
const fish = (x: number, y: number, s: number, colour: string, flip: boolean) => {
  const pen = cleanPen(INK, 6 / s);
  const body: Point[] = pts("-60 0, -20 -34, 40 -24, 70 0, 40 24, -20 34");
  const inner =
    pen.shape(pts("60 0, 110 -36, 98 0, 110 36"), tint(colour, -0.2)) +
    pen.shape(body, colour, { smooth: true }) +
    pen.fill(ellipsePts(4, 10, 36, 10, 10), tint(colour, 0.3)) +
    pen.circle(-30, -8, 9, "#fffaf0") +
    pen.circle(-32, -8, 4, INK, { lw: 0 }) +
    pen.line(pts("0 -22, 8 0, 0 20"), { lw: 3 / s, stroke: tint(colour, -0.35) });
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${inner}</g>`;
};

/** The feature illustration (1200×1200): underwater, a worm on a hook, fish circling. */
const hookDrawer: Drawer = (art) => {
  const w = wormOf(art);
  const pen = cleanPen(INK, 12);
  const defs = `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3fc1d9"/><stop offset="1" stop-color="#123a6b"/></linearGradient></defs>`;
  const rays = [150, 420, 760, 1010]
    .map(
      (x, i) =>
        `<path d="M${x} 0 L${x + 90} 0 L${x + 260 - i * 40} 1200 L${x + 120 - i * 40} 1200Z" fill="#ffffff" fill-opacity=".07"/>`,
    )
    .join("");
  const bubbles = [
    [180, 300, 18],
    [220, 240, 11],
    [980, 520, 16],
    [1010, 450, 9],
    [880, 980, 13],
  ]
    .map(([x, y, s]) => pen.circle(x ?? 0, y ?? 0, s ?? 8, "#ffffff33", { lw: 4, stroke: "#dff6ff" }))
    .join("");
  const weeds = [90, 240, 1000, 1120]
    .map((x, i) =>
      pen.shape(moved(`0 1220, -40 1080, 10 ${960 - i * 40}, 30 1080, 50 1220`, x, 0), i % 2 ? "#2f9e6e" : "#48b97f", {
        smooth: true,
      }),
    )
    .join("");
  const line = `<path d="M600 0 V420" stroke="#e9f6ff" stroke-width="5"/>`;
  const hookBack =
    pen.line(pts("600 420, 600 760, 560 860, 470 860, 430 790"), { lw: 34 }) +
    pen.line(pts("600 420, 600 760, 560 860, 470 860, 430 790"), { lw: 18, stroke: "#c4ccd6" });
  const hookTip = pen.shape(pts("418 800, 432 738, 452 800"), "#c4ccd6", { lw: 8 });
  const worm = place(250, 300, 0.62, drawWorm(w, { base: "tail", lw: 17 }));
  const fishes =
    fish(980, 720, 1.8, "#ff9237", false) +
    fish(220, 560, 1.2, "#f2c230", true) +
    fish(930, 300, 0.9, "#ff6f91", false);
  return {
    svg: svgDoc(
      1200,
      1200,
      defs +
        `<rect width="1200" height="1200" fill="url(#sea)"/>` +
        rays +
        weeds +
        line +
        hookBack +
        worm +
        hookTip +
        fishes +
        bubbles,
    ),
    width: 1200,
    height: 1200,
  };
};

export const bitbaitDrawers: Record<string, Drawer> = {
  "bb-worm": wormDrawer,
  "bb-trait": traitDrawer,
  "bb-cover": coverDrawer,
  "bb-hook": hookDrawer,
  ...bitbaitSceneDrawers,
  ...bitbaitPostDrawers,
};
