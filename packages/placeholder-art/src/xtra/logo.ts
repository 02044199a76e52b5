import type { XblLogo } from "./logos.ts";
import { ellipsePath, letter, mapPoints, measure } from "../kit/hand-drawn.ts";
import { esc, r } from "../kit/svg.ts";
import { EYES, FACE, HEAD } from "./ape.ts";
import type { Point } from "../kit/svg.ts";

// The two commissioned xTRA BORED logos — a round badge and a shield crest — drawn on a 1200 × 1200 canvas from
// shapes that name a colour role instead of a colour, so one drawing yields every colourway and every line-only
// version. The head is the collection's own (ape.ts), simplified to an emblem.

type Role = "ring" | "field" | "fur" | "skin" | "accent" | "text" | "ribbon" | "banana" | "ink" | "white";
/** A filled shape (outlined in ink), a stroke (`line`), or lettering (`text`: outlined, with a coloured core). */
type LogoShape = { d: string; fill?: Role; line?: Role; w?: number; text?: Role };
export type Palette = Record<Exclude<Role, "white">, string> & { bg: string };
export type Paint = { mode: "colour"; palette: Palette } | { mode: "outline"; line: string; bg: string };

const W = 9;

/** The head as an emblem: ears, head, face, bored lids and a flat mouth, centred on (cx, cy), `s` times its size. */
export function emblemHead(cx: number, cy: number, s: number): LogoShape[] {
  const at = (d: string) => mapPoints(d, (x, y) => [cx + (x - 500) * s, cy + (y - 440) * s]);
  const eye = ([x, y]: Point) => at(ellipsePath(x, y, 38, 32));
  const lid = ([x, y]: Point) =>
    at(`M${x - 38} ${y + 2} C${x - 38} ${y - 44} ${x + 38} ${y - 44} ${x + 38} ${y + 2} Z`);
  return [
    { d: `${at(ellipsePath(255, 440, 62, 74))} ${at(ellipsePath(745, 440, 62, 74))}`, fill: "fur" },
    { d: `${at(ellipsePath(262, 444, 34, 46))} ${at(ellipsePath(738, 444, 34, 46))}`, fill: "skin" },
    { d: at(HEAD), fill: "fur" },
    { d: at(FACE), fill: "skin" },
    { d: `${eye(EYES[0])} ${eye(EYES[1])}`, fill: "white" },
    { d: `${at(ellipsePath(EYES[0][0], 424, 12, 12))} ${at(ellipsePath(EYES[1][0], 424, 12, 12))}`, fill: "ink" },
    { d: `${lid(EYES[0])} ${lid(EYES[1])}`, fill: "skin" },
    { d: `${at(ellipsePath(478, 540, 10, 7))} ${at(ellipsePath(522, 540, 10, 7))}`, fill: "ink" },
    { d: at("M432 612 C465 620 535 620 570 604"), line: "ink", w: 11 * s * 1.4 },
  ];
}

/** Thick two-tone lettering, like the logos' own. */
export function sticker(
  text: string,
  x: number,
  y: number,
  wanted: number,
  core: string,
  anchor: "start" | "middle" | "end" = "middle",
  maxWidth = Infinity,
) {
  // Shrinks to fit `maxWidth` (the outline adds about a third of the size), staying centred on its cap height.
  const fit = Math.min(wanted, (maxWidth * wanted) / (measure(text, { size: wanted, tracking: 0.12 }) + wanted * 0.3));
  const d = letter(text, x, y + (wanted - fit) / 2, { size: fit, tracking: 0.12, anchor });
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="${d}" stroke="#141417" stroke-width="${r(fit * 0.3)}"/><path d="${d}" stroke="${core}" stroke-width="${r(fit * 0.15)}"/></g>`;
}
/** A five-point star. */
export function star(cx: number, cy: number, R: number) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? R * 0.45 : R;
    return `${r(cx + Math.cos(a) * rad)} ${r(cy + Math.sin(a) * rad)}`;
  });
  return `M${pts.join(" L")} Z`;
}

/** Lettering set along a circle: over the top (reading clockwise) or under the bottom (reading anticlockwise). */
function arcText(text: string, cx: number, cy: number, radius: number, size: number, bottom = false) {
  const tracking = 0.25;
  const total = measure(text, { size, tracking });
  const gap = measure("AA", { size, tracking }) - 2 * measure("A", { size });
  let along = 0;
  return [...text]
    .map((ch) => {
      const w = measure(ch, { size });
      const mid = along + w / 2;
      along += w + gap;
      const theta = bottom ? Math.PI / 2 + (total / 2 - mid) / radius : -Math.PI / 2 + (mid - total / 2) / radius;
      const turn = bottom ? theta - Math.PI / 2 : theta + Math.PI / 2;
      const [c, n] = [Math.cos(turn), Math.sin(turn)];
      const [ox, oy] = [cx + radius * Math.cos(theta), cy + radius * Math.sin(theta)];
      return mapPoints(letter(ch, 0, 0, { size }), (x, y) => {
        const [lx, ly] = [x - w / 2, y - size / 2];
        return [ox + lx * c - ly * n, oy + lx * n + ly * c];
      });
    })
    .join(" ");
}

function badge(): LogoShape[] {
  const stars = [-1, 1]
    .flatMap((side) => [
      star(600 + side * 418, 600, 26),
      star(600 + side * 380, 760, 16),
      star(600 + side * 380, 440, 16),
    ])
    .join(" ");
  return [
    { d: ellipsePath(600, 600, 490), fill: "ring" },
    { d: ellipsePath(600, 600, 350), fill: "field" },
    { d: ellipsePath(600, 600, 318), line: "accent", w: 8 },
    { d: stars, fill: "accent" },
    { d: arcText("xTRA BORED", 600, 600, 420, 62), text: "text" },
    { d: arcText("EST. 10000", 600, 600, 420, 46, true), text: "text" },
    ...emblemHead(600, 640, 0.78),
  ];
}

function crest(): LogoShape[] {
  const banana = (flip: number) =>
    mapPoints(
      "M-30 -450 C110 -250 110 250 -10 450 C-30 460 -50 446 -44 430 C40 220 30 -220 -70 -420 C-76 -440 -50 -462 -30 -450 Z",
      (x, y) => {
        const a = (flip * 52 * Math.PI) / 180;
        const fx = x * flip;
        return [600 + fx * Math.cos(a) - y * Math.sin(a), 620 + fx * Math.sin(a) + y * Math.cos(a)];
      },
    );
  const shield =
    "M330 290 L870 290 C872 420 880 560 858 660 C826 800 720 900 600 962 C480 900 374 800 342 660 C320 560 328 420 330 290 Z";
  const inner = mapPoints(shield, (x, y) => [600 + (x - 600) * 0.9, 610 + (y - 610) * 0.9]);
  return [
    { d: `${banana(1)} ${banana(-1)}`, fill: "banana" },
    { d: shield, fill: "field" },
    { d: inner, line: "accent", w: 8 },
    { d: `${star(600, 200, 40)} ${star(470, 226, 24)} ${star(730, 226, 24)}`, fill: "accent" },
    ...emblemHead(600, 560, 0.66),
    {
      d: "M456 394 L456 314 L500 354 L540 284 L600 344 L660 284 L700 354 L744 314 L744 394 C660 410 540 410 456 394 Z",
      fill: "accent",
    },
    { d: "M250 800 L950 800 L950 910 L250 910 Z", fill: "ribbon" },
    {
      d: "M250 830 L150 830 L190 880 L150 930 L250 930 Z M950 830 L1050 830 L1010 880 L1050 930 L950 930 Z",
      fill: "ribbon",
    },
    { d: letter("xTRA BORED", 600, 826, { size: 58, tracking: 0.12, anchor: "middle" }), text: "text" },
  ];
}

const LOGO_SHAPES: Record<XblLogo, () => LogoShape[]> = { badge, crest };

/** SVG for role-coloured shapes in a colourway or as line art. */
export function paintShapes(shapes: readonly LogoShape[], paint: Paint) {
  const colour = (role: Role) =>
    paint.mode === "outline"
      ? role === "ink"
        ? paint.line
        : paint.bg
      : role === "white"
        ? "#FFFFFF"
        : paint.palette[role];
  const ink = paint.mode === "outline" ? paint.line : paint.palette.ink;
  return shapes
    .map((s) => {
      if (s.text) {
        // Lettering: a wide ink stroke under a narrower coloured one (in line art: the ground colour, so it reads as
        // outlined letters).
        return `<path d="${esc(s.d)}" fill="none" stroke="${ink}" stroke-width="19"/><path d="${esc(s.d)}" fill="none" stroke="${colour(s.text)}" stroke-width="9"/>`;
      }
      if (s.line)
        return `<path d="${esc(s.d)}" fill="none" stroke="${paint.mode === "outline" ? paint.line : colour(s.line)}" stroke-width="${r(s.w ?? W)}"/>`;
      return `<path d="${esc(s.d)}" fill="${colour(s.fill ?? "field")}" stroke="${ink}" stroke-width="${W}"/>`;
    })
    .join("");
}

/** A logo placed at (x, y) and scaled from its 1200-unit canvas. */
export const paintLogo = (logo: XblLogo, paint: Paint, x = 0, y = 0, scale = 1) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${scale.toFixed(4)})" stroke-linecap="round" stroke-linejoin="round">${paintShapes(LOGO_SHAPES[logo](), paint)}</g>`;
