// The flash-sheet toolkit for Blue Chip Tattoo Studio: the palette, aged cream paper, scroll banners with lettering
// set letter by letter along their curve (librsvg has no textPath), filler sparkles, and the four sheet layouts.
import { compositions, type flashDesign, motifs, palettes } from "./designs.ts";
import type { Art } from "../kit/types.ts";
import type { Look } from "../characters/look.ts";
import { cleanPen, emWidth, type Pen, pts, starPts, tint } from "../kit/ink.ts";
import { esc, r } from "../kit/svg.ts";
import { type Inks, motifArt, roseBloom } from "./motifs.ts";
import type { Point } from "../kit/svg.ts";
import { read } from "../kit/recipe.ts";

export const K = "#1b1714";
export const CREAM = "#f3e4c4";
export const RED = "#c63a2f";
export const TEAL = "#1f8079";
export const MUSTARD = "#dba22b";

/** Reads a flash design out of a recipe (or out of a field of one), failing loudly on a malformed one. */
export const designOf = (value: unknown, art: Art): ReturnType<typeof flashDesign> => {
  const d = { ...(value as object) } as Record<string, unknown>;
  const probe = { ...art, ...d };
  return {
    motif: read(probe).oneOf("motif", motifs),
    composition: read(probe).oneOf("composition", compositions),
    palette: read(probe).oneOf("palette", palettes),
    word: read(probe).str("word"),
  };
};

/** The artists in flash colours: muted skin and hair, outfits in the three inks, shadows a flat darker tone. */
export const flashLook: Look = {
  ink: K,
  lw: 12,
  skin: {
    light: "#f6d4b4",
    peach: "#ebb58c",
    olive: "#d0a06d",
    tan: "#b87c4a",
    brown: "#8a5634",
    "deep brown": "#5c3822",
  },
  hair: {
    black: K,
    brown: "#6b3f22",
    ginger: "#c8552b",
    blonde: "#e0b040",
    silver: "#cfc8b8",
    pink: "#d9637a",
    blue: "#1f6f8a",
  },
  cloth: {
    hoodie: TEAL,
    "leather jacket": "#2a2522",
    "tank top": "#fbf3e0",
    "denim jacket": "#2d5d7a",
    turtleneck: RED,
    "suit and tie": "#2a2522",
  },
  accent: RED,
  metal: MUSTARD,
  blush: "#d9604a33",
  mouth: "#5b1b2e",
  tongue: "#ff7f9a",
  shadow: (base) => tint(base, -0.22),
};

/** The palette name "teal with red" → teal leads, red supports, the third ink accents. */
export function inksOf(palette: (typeof palettes)[number]): Inks {
  const byName: Record<string, string> = { red: RED, teal: TEAL, mustard: MUSTARD };
  const [lead = "red", second = "teal"] = palette.split(" with ");
  const third = ["red", "teal", "mustard"].find((n) => n !== lead && n !== second) ?? "mustard";
  return {
    P: byName[lead] ?? RED,
    S: byName[second] ?? TEAL,
    A: byName[third] ?? MUSTARD,
    K,
    W: "#fbf3e0",
    G: "#b9b0a0",
  };
}

/**
 * Aged cream paper: a flat sheet browned toward its edges by four fading bands. (A radial gradient looks much the
 * same but costs librsvg five times as long to paint.)
 */
export function paper(w: number, h: number, base = CREAM, x = 0, y = 0): string {
  const id = `age-${x}-${y}`;
  const band = Math.min(w, h) * 0.22;
  const fade = (dir: string, coords: string) =>
    `<linearGradient id="${id}-${dir}" ${coords}><stop offset="0" stop-color="#6b4f2a" stop-opacity=".2"/><stop offset="1" stop-color="#6b4f2a" stop-opacity="0"/></linearGradient>`;
  return (
    `<defs>${fade("t", `x1="0" y1="0" x2="0" y2="1"`)}${fade("b", `x1="0" y1="1" x2="0" y2="0"`)}${fade("l", `x1="0" y1="0" x2="1" y2="0"`)}${fade("r", `x1="1" y1="0" x2="0" y2="0"`)}</defs>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${base}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${band}" fill="url(#${id}-t)"/><rect x="${x}" y="${y + h - band}" width="${w}" height="${band}" fill="url(#${id}-b)"/>` +
    `<rect x="${x}" y="${y}" width="${band}" height="${h}" fill="url(#${id}-l)"/><rect x="${x + w - band}" y="${y}" width="${band}" height="${h}" fill="url(#${id}-r)"/>`
  );
}

/** Little stars and dots, the filler every flash sheet scatters around its designs. */
export const sparkles = (pen: Pen, spots: readonly Point[], colour: string, dot = K) =>
  spots
    .map(([x, y], i) =>
      i % 2 ? pen.circle(x, y, 7, dot, { lw: 0 }) : pen.shape(starPts(x, y, 20, 6, 4), colour, { lw: pen.lw * 0.5 }),
    )
    .join("");

/**
 * A scroll banner arching over the point (cx, cy), `width` across, with forked tails, and the word set on its curve.
 * Letters are placed one by one so the word follows the arch in any renderer.
 */
export function scroll(
  cx: number,
  cy: number,
  width: number,
  text: string,
  inks: Inks,
  fill = inks.W,
  ink = inks.P,
): string {
  const pen = cleanPen(K, 7);
  const R = width * 1.6;
  const h = Math.max(70, width * 0.16);
  const half = width / 2 / R;
  const ox = cx;
  const oy = cy + R;
  const at = (a: number, rad: number): Point => [ox + Math.sin(a) * rad, oy - Math.cos(a) * rad];
  const arc = (rad: number, from: number, to: number) =>
    Array.from({ length: 9 }, (_, i) => at(from + ((to - from) * i) / 8, rad));
  const tail = (side: 1 | -1) => {
    const a = side * half;
    const [o1, i1] = [at(a, R + h / 2), at(a, R - h / 2)];
    const dx = side * h * 0.9;
    return (
      pen.shape(
        [
          [o1[0] - side * 10, o1[1] + 26],
          [o1[0] + dx, o1[1] + 26],
          [o1[0] + dx - side * h * 0.35, o1[1] + 26 + h / 2],
          [o1[0] + dx, i1[1] + 26],
          [i1[0] - side * 10, i1[1] + 26],
        ],
        tint(fill, -0.12),
      ) +
      pen.shape(
        [
          [o1[0], o1[1]],
          [o1[0] - side * 4, o1[1] + 26],
          [i1[0] - side * 4, i1[1] + 26],
          [i1[0], i1[1]],
        ],
        tint(fill, -0.35),
      )
    );
  };
  const band = [...arc(R + h / 2, -half, half), ...arc(R - h / 2, half, -half)];
  const size = Math.min(h * 0.62, (width * 0.84) / emWidth(text));
  const total = emWidth(text) * size;
  let letters = "";
  let run = -total / 2;
  for (const ch of text) {
    const adv = emWidth(ch) * size;
    const a = (run + adv / 2) / R;
    const [x, y] = at(a, R - size * 0.34);
    if (ch !== " ")
      letters += `<text x="${r(x)}" y="${r(y)}" transform="rotate(${r((a * 180) / Math.PI)} ${r(x)} ${r(y)})" font-family="serif" font-weight="bold" font-size="${r(size)}" text-anchor="middle" fill="${ink}">${esc(ch)}</text>`;
    run += adv;
  }
  return tail(-1) + tail(1) + pen.shape(band, fill) + letters;
}

/** Block lettering with a hard black drop shadow, for the "lettering" sheets and headings. */
export function lettering(text: string, x: number, y: number, width: number, size: number, fill: string): string {
  const s = Math.min(size, width / emWidth(text));
  const t = (dx: number, dy: number, f: string, extra = "") =>
    `<text x="${r(x + dx)}" y="${r(y + dy)}" font-family="serif" font-weight="bold" font-size="${r(s)}" text-anchor="middle" fill="${f}"${extra}>${esc(text)}</text>`;
  return t(s * 0.06, s * 0.06, K) + t(0, 0, fill, ` stroke="${K}" stroke-width="${r(s * 0.05)}" paint-order="stroke"`);
}

/** A motif at (x, y), scaled; the pen's outline is set so the ink reads the same at any size. */
export const motif = (
  design: Pick<ReturnType<typeof flashDesign>, "motif" | "palette">,
  x: number,
  y: number,
  s: number,
) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${r(s * 1000) / 1000})">${motifArt[design.motif](cleanPen(K, 9 / s), inksOf(design.palette))}</g>`;

/** One 800×1000 flash sheet body in one of the four layouts. */
export function flashSheet(d: ReturnType<typeof flashDesign>, number: number): string {
  const inks = inksOf(d.palette);
  const pen = cleanPen(K, 6);
  const no = `<text x="60" y="80" font-family="serif" font-style="italic" font-size="34" fill="${tint(CREAM, -0.5)}">No. ${String(number).padStart(3, "0")}</text>`;
  let body = "";
  switch (d.composition) {
    case "banner":
      body =
        motif(d, 400, 440, 1.45) +
        scroll(400, 740, 600, d.word, inks) +
        sparkles(pen, pts("110 200, 690 240, 130 560, 680 600"), inks.A);
      break;
    case "badge":
      body =
        pen.circle(400, 430, 300, inks.S, { lw: 12 }) +
        pen.circle(400, 430, 262, CREAM, { lw: 8 }) +
        Array.from({ length: 24 }, (_, i) =>
          pen.circle(
            400 + Math.cos((i / 24) * Math.PI * 2) * 281,
            430 + Math.sin((i / 24) * Math.PI * 2) * 281,
            6,
            CREAM,
            { lw: 0 },
          ),
        ).join("") +
        motif(d, 400, 430, 1.05) +
        scroll(400, 800, 560, d.word, inks, inks.P, inks.W);
      break;
    case "roses":
      body =
        motif(d, 400, 480, 1.25) +
        `<g transform="translate(160 800) scale(.72)">${roseBloom(cleanPen(K, 11), inks)}</g><g transform="translate(640 800) scale(.72)">${roseBloom(cleanPen(K, 11), inks)}</g>` +
        scroll(400, 170, 560, d.word, inks) +
        sparkles(pen, pts("120 420, 690 420, 400 880"), inks.A);
      break;
    case "lettering":
      body =
        motif(d, 400, 410, 1.3) +
        lettering(d.word, 400, 860, 640, 150, inks.P) +
        sparkles(pen, pts("120 170, 680 170, 110 640, 690 660"), inks.A);
      break;
  }
  return paper(800, 1000) + no + body;
}
