import { arcTo, ellipsePath, letter, mapPoints, type LetteringOptions } from "../kit/hand-drawn.ts";
import { esc, r } from "../kit/svg.ts";
import type { Point } from "../kit/svg.ts";

// Mindfully Bored's drawing kit: the palette, the sleepy mascot and the wordmark. Everything is a list of plain
// vector shapes (path data plus flat paint), which one function turns into SVG and the brand guidelines PDF turns
// into pdf-lib paths, so the logo, the mascot and the cover are the same drawing in the gallery and in the PDF.

export const MB = {
  paper: "#FAF6EF",
  ink: "#4A463F",
  body: "#F6EBDA",
  bodyShade: "#E6D5BC",
  sage: "#9DB08A",
  sageDeep: "#6C8261",
  sagePale: "#DDE6D3",
  sand: "#E8D6B8",
  sandPale: "#F3EADC",
  sandDeep: "#C9A97F",
  dusk: "#8F8BBA",
  duskDeep: "#57527E",
  duskPale: "#DCD9EC",
  blush: "#E9B4A2",
  blushPale: "#F6E0D6",
} as const;

/** One flat vector shape. `shade` marks what a pencil sketch hatches; `flat` marks colour-only details it skips. */
export type Shape = {
  d: string;
  fill?: string;
  stroke?: string;
  width?: number;
  opacity?: number;
  dash?: readonly number[];
  shade?: boolean;
  flat?: boolean;
};

/** Where a drawing sits: maps its local coordinates to the picture's, with the scale for stroke widths. */
export type Frame = { at: (x: number, y: number) => Point; s: number };

/** A frame at (x, y), scaled by `s`, rotated by `rot` degrees, optionally squashed (sx, sy: a logo "don't"). */
export function frame(x: number, y: number, s = 1, rot = 0, sx = 1, sy = 1): Frame {
  const [c, n] = [Math.cos((rot * Math.PI) / 180), Math.sin((rot * Math.PI) / 180)];
  return {
    at: (px, py) => [x + s * sx * (px * c - py * n), y + s * sy * (px * n + py * c)],
    s: s * Math.sqrt(sx * sy),
  };
}

/** A frame inside another one (a prop inside a scene, the mascot on a cloud). */
export function sub(f: Frame, x: number, y: number, s = 1, rot = 0): Frame {
  const inner = frame(x, y, s, rot);
  return { at: (px, py) => f.at(...inner.at(px, py)), s: f.s * s };
}

/** Path data in local coordinates, placed through the frame. */
export const place = (f: Frame, d: string) => mapPoints(d, f.at);
export const circleIn = (f: Frame, cx: number, cy: number, rx: number, ry = rx) =>
  place(f, ellipsePath(cx, cy, rx, ry));

/** A rounded rectangle as path data (cubic corners, so the PDF draws it too). */
export function roundRect(x: number, y: number, w: number, h: number, rad: number) {
  const k = rad * 0.4477;
  const [x2, y2] = [x + w, y + h];
  return (
    `M${r(x + rad)} ${r(y)} L${r(x2 - rad)} ${r(y)} C${r(x2 - k)} ${r(y)} ${r(x2)} ${r(y + k)} ${r(x2)} ${r(y + rad)} ` +
    `L${r(x2)} ${r(y2 - rad)} C${r(x2)} ${r(y2 - k)} ${r(x2 - k)} ${r(y2)} ${r(x2 - rad)} ${r(y2)} ` +
    `L${r(x + rad)} ${r(y2)} C${r(x + k)} ${r(y2)} ${r(x)} ${r(y2 - k)} ${r(x)} ${r(y2 - rad)} ` +
    `L${r(x)} ${r(y + rad)} C${r(x)} ${r(y + k)} ${r(x + k)} ${r(y)} ${r(x + rad)} ${r(y)} Z`
  );
}

/** A stroke-only shape in local coordinates (width is scaled with the frame). */
export const line = (f: Frame, d: string, stroke: string, width: number, extra: Partial<Shape> = {}): Shape => ({
  d: place(f, d),
  stroke,
  width: width * f.s,
  ...extra,
});

/** Lettering in the brand's airy monoline caps, as a shape. */
export function words(
  text: string,
  x: number,
  y: number,
  stroke: string,
  options: LetteringOptions & { weight?: number },
): Shape {
  return { d: letter(text, x, y, options), stroke, width: options.weight ?? options.size * 0.11, flat: true };
}

/** SVG for a list of shapes; strokes are round-capped, as the PDF draws them. */
export function toSvg(shapes: readonly Shape[]) {
  const body = shapes
    .map((s) => {
      const paint = `fill="${s.fill ?? "none"}"${s.stroke ? ` stroke="${s.stroke}" stroke-width="${r(s.width ?? 1)}"` : ""}`;
      const dash = s.dash ? ` stroke-dasharray="${s.dash.join(" ")}"` : "";
      // fill-/stroke-opacity rather than opacity: librsvg composites an element with `opacity` through a full-size
      // offscreen layer, which makes big pictures slow to rasterise.
      const alpha = s.opacity === undefined ? "" : ` fill-opacity="${s.opacity}" stroke-opacity="${s.opacity}"`;
      return `<path d="${esc(s.d)}" ${paint}${dash}${alpha}/>`;
    })
    .join("");
  return `<g stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
}

export type Accessory = "sprout" | "nightcap" | "headphones" | "flower";
export type Arms = "rest" | "hold";
const BODY = "M-46 36 C-55 8 -42 -47 0 -48 C42 -47 55 8 46 36 C30 45 -30 45 -46 36 Z";

/**
 * The sleepy-but-content mascot: a soft mochi-shaped creature, eyes closed, cheeks rosy, about 100 units wide with
 * its base at y = 40. `tone` recolours the body for collectible-card variants.
 */
export function mascot(
  f: Frame,
  accessory: Accessory = "sprout",
  arms: Arms = "rest",
  tone: string = MB.body,
  zzz = false,
): Shape[] {
  const ink = MB.ink;
  const shapes: Shape[] = [
    { d: circleIn(f, 0, 43, 46, 6), fill: ink, opacity: 0.12, flat: true },
    { d: place(f, BODY), fill: tone, flat: true },
    {
      d: place(f, "M16 -45 C44 -40 54 8 46 36 C40 40 32 42 24 43 C40 18 40 -18 16 -45 Z"),
      fill: MB.bodyShade,
      opacity: 0.8,
      shade: true,
      flat: true,
    },
    { d: place(f, BODY), stroke: ink, width: 3 * f.s },
    { d: circleIn(f, -30, 7, 7.5, 4.5), fill: MB.blush, opacity: 0.75, flat: true },
    { d: circleIn(f, 30, 7, 7.5, 4.5), fill: MB.blush, opacity: 0.75, flat: true },
    line(f, "M-28 -5 Q-20 3 -12 -5 M12 -5 Q20 3 28 -5", ink, 3.4),
    line(f, "M-5 9 Q0 13 5 9", ink, 2.6),
  ];
  const armPaths: Record<Arms, string> = {
    rest: "M-44 10 Q-52 20 -43 26 M44 10 Q52 20 43 26",
    hold: "M-40 14 Q-26 30 -12 24 M40 14 Q26 30 12 24",
  };
  shapes.push(line(f, armPaths[arms], ink, 3));
  if (accessory === "sprout") {
    shapes.push(
      line(f, "M0 -48 Q1 -56 -1 -62", MB.sageDeep, 3),
      {
        d: place(f, "M-1 -61 C-8 -70 -19 -68 -22 -61 C-14 -56 -6 -56 -1 -61 Z"),
        fill: MB.sage,
        stroke: MB.sageDeep,
        width: 2 * f.s,
      },
      {
        d: place(f, "M0 -62 C6 -74 17 -73 20 -67 C13 -60 5 -59 0 -62 Z"),
        fill: MB.sage,
        stroke: MB.sageDeep,
        width: 2 * f.s,
      },
    );
  } else if (accessory === "nightcap") {
    shapes.push(
      {
        d: place(f, "M-33 -34 C-22 -58 8 -70 34 -80 C28 -62 33 -46 36 -33 C12 -44 -10 -43 -33 -34 Z"),
        fill: MB.dusk,
        stroke: ink,
        width: 2.6 * f.s,
        shade: true,
      },
      {
        d: place(f, "M-36 -30 C-14 -42 14 -42 38 -30 L36 -38 C12 -48 -12 -48 -34 -39 Z"),
        fill: MB.duskPale,
        stroke: ink,
        width: 2.2 * f.s,
      },
      { d: circleIn(f, 35, -82, 8), fill: MB.duskPale, stroke: ink, width: 2.2 * f.s },
    );
  } else if (accessory === "headphones") {
    shapes.push(
      line(f, "M-48 -6 C-50 -64 50 -64 48 -6", MB.sageDeep, 5),
      { d: circleIn(f, -49, -2, 8, 13), fill: MB.sage, stroke: ink, width: 2.4 * f.s, shade: true },
      { d: circleIn(f, 49, -2, 8, 13), fill: MB.sage, stroke: ink, width: 2.4 * f.s, shade: true },
    );
  } else {
    const petals = [0, 72, 144, 216, 288].map((a) =>
      circleIn(f, 24 + 7 * Math.cos((a * Math.PI) / 180), -42 + 7 * Math.sin((a * Math.PI) / 180), 5.5),
    );
    shapes.push(
      { d: petals.join(" "), fill: MB.blushPale, stroke: ink, width: 1.8 * f.s },
      { d: circleIn(f, 24, -42, 3.6), fill: MB.sand, flat: true },
    );
  }
  if (zzz) {
    const z = (x: number, y: number, size: number) => place(f, letter("Z", x, y, { size }));
    shapes.push({
      d: `${z(42, -60, 9)} ${z(55, -80, 12)} ${z(70, -104, 15)}`,
      stroke: MB.duskDeep,
      width: 2.4 * f.s,
      flat: true,
    });
  }
  return shapes;
}

/** The logo mark: the mascot peeking over a sage hill inside a round sun, 200 units across. */
export function logoMark(
  f: Frame,
  colours: { disc: string; hill: string; ink: string } = { disc: MB.sagePale, hill: MB.sage, ink: MB.ink },
): Shape[] {
  return [
    { d: circleIn(f, 0, 0, 100), fill: colours.disc },
    ...mascot(sub(f, 0, 6, 1.25), "sprout", "rest").slice(1),
    {
      d: place(f, `M-98 20 C-60 40 -30 46 0 46 C30 46 60 40 98 20 ${arcTo(0, 0, 100, 100, 0.2, Math.PI - 0.2)} Z`),
      fill: colours.hill,
    },
    { d: circleIn(f, 0, 0, 100), stroke: colours.ink, width: 4 * f.s },
  ];
}

/** The wordmark "MINDFULLY BORED" on one line, centred on x, its cap line at y. */
export const wordmark = (x: number, y: number, size: number, stroke: string = MB.ink): Shape =>
  words("MINDFULLY BORED", x, y, stroke, { size, tracking: 0.35, anchor: "middle", weight: size * 0.12 });
