// One whole BitBait worm, assembled from the trait parts in worm-parts.ts, in a 1000×1000 frame (head near the top,
// body rising from the bottom). Scenes place it with a transform; the twins draw it full size.
import { type Worm, wormColours } from "./traits.ts";
import { cleanPen, ellipsePts, type Pen, scrappyPen, spline, tint, tube, word } from "../kit/ink.ts";
import { r } from "../kit/svg.ts";
import { eyes, headBall, heads, INK, mouths } from "./worm-parts.ts";
import type { Point } from "../kit/svg.ts";

export type WormOpts = {
  /** og: tidy ink; blemf: the same worm, wobbly and off-register. */
  style?: "og" | "blemf";
  /** Seeds the BLEMF wobble. */
  seed?: string;
  /** mound: the body rises from a heap of soil; tail: a free-standing worm with a curled tail; none: body runs off. */
  base?: "mound" | "tail" | "none";
  /** Outline width in frame pixels; scenes that shrink a worm pass a thicker one so the ink still reads. */
  lw?: number;
  /** Head height in the frame (default 390); a lower number makes a taller worm. */
  headY?: number;
  /** Pulls the head, eyes and mouth parts away from the head, with dashed leader lines (the exploded view). */
  explode?: boolean;
  /** Draws the soft ground shadow under a free-standing worm. */
  shadow?: boolean;
  /** Small background worms skip the segment rings and highlight: unseen at that size, and they cost render time. */
  detail?: "full" | "low";
};

const HEAD_SCALE = 1.55;
const BODY = 190;

/** The body tube: outline, shading, segment rings and the paler saddle band every earthworm has. */
function body(
  pen: Pen,
  skin: string,
  centre: readonly Point[],
  widthAt: (t: number) => number,
  saddleAt: number,
  low: boolean,
): string {
  const n = centre.length;
  const { frames, side } = tube(centre, widthAt);
  const ring = (i: number, colour: string, lw: number) => {
    const f = frames[i];
    if (!f) return "";
    const bow = f.w * 0.25;
    const mid: Point = [f.p[0] - f.ny * bow, f.p[1] + f.nx * bow];
    const ends = side(0.92, i, i + 1).concat(side(-0.92, i, i + 1));
    return pen.line([ends[0] as Point, mid, ends[1] as Point], { lw, stroke: colour });
  };
  const outline = [...side(1), ...side(-1).reverse()];
  const saddle = Math.round(n * saddleAt);
  // The saddle is a stroke along the centre line, so it bends with the body instead of kinking at a curve.
  const band = centre.slice(saddle - 2, saddle + 2);
  const bandW = (frames[saddle]?.w ?? 0) * 2.08;
  let out = pen.shape(outline, skin, { smooth: true });
  out += pen.fill([...side(1, 1, n - 1), ...side(0.45, 1, n - 1).reverse()], tint(skin, -0.16));
  if (low) return out + pen.line(band, { lw: bandW, stroke: tint(skin, 0.22), cap: "butt" });
  out += pen.line(side(-0.55, 2, n - 3), { lw: pen.lw * 1.4, stroke: tint(skin, 0.35) });
  out +=
    pen.line(band, { lw: bandW + pen.lw * 2, cap: "butt" }) +
    pen.line(band, { lw: bandW, stroke: tint(skin, 0.22), cap: "butt" });
  for (let i = 2; i < n - 2; i += 3) if (Math.abs(i - saddle) > 3) out += ring(i, tint(skin, -0.32), pen.lw * 0.55);
  return out;
}

/** A heap of soil with a few pebbles, in front of the worm's base. */
export function mound(pen: Pen, cx: number, cy: number, w: number): string {
  const soil: Point[] = [
    [cx - w, cy + 130],
    [cx - w * 0.78, cy + 40],
    [cx - w * 0.35, cy - 12],
    [cx, cy - 22],
    [cx + w * 0.4, cy - 8],
    [cx + w * 0.8, cy + 46],
    [cx + w, cy + 130],
  ];
  return (
    pen.shape(soil, "#8a5634", { smooth: true }) +
    pen.fill(ellipsePts(cx - w * 0.3, cy + 40, w * 0.3, 18, 10), "#a86d44") +
    [
      [-0.52, 62, 16],
      [0.18, 30, 12],
      [0.5, 78, 20],
      [-0.12, 96, 10],
    ]
      .map(([dx, dy, s]) =>
        pen.ellipse(cx + (dx ?? 0) * w, cy + (dy ?? 0), s ?? 10, (s ?? 10) * 0.7, "#c9a27a", { lw: pen.lw * 0.6 }),
      )
      .join("")
  );
}

/** The whole worm in the 1000×1000 frame. */
export function drawWorm(w: Worm, o: WormOpts = {}): string {
  const lw = o.lw ?? 11;
  let count = 0;
  const penAt = (width: number) =>
    o.style === "blemf" ? scrappyPen(INK, width, `${o.seed ?? "blemf"}:${count++}`) : cleanPen(INK, width);
  const skin = wormColours[w.colour];
  const s = w.lean >= 0 ? 1 : -1;
  const amp = 40 + Math.abs(w.lean) * 70;
  const headX = 500 + w.lean * 60;
  const headY = o.headY ?? 390;
  const baseX = 500 - w.lean * 40;
  const neck: Point = [headX, headY + 40];
  const span = 980 - headY;
  const base = o.base ?? "mound";
  const ctrl: Point[] =
    base === "tail"
      ? [
          [baseX + s * 230, 930],
          [baseX + s * 120, 965],
          [baseX - s * 10, 920],
          [baseX + s * amp * 0.6, headY + span * 0.55],
          neck,
        ]
      : [[baseX, 1060], [baseX + s * amp, headY + span * 0.62], [headX - s * amp * 0.5, headY + span * 0.3], neck];
  const centre = spline(ctrl, base === "tail" ? 6 : 8);
  const widthAt = base === "tail" ? (t: number) => BODY * Math.min(1, 0.2 + t * 2.4) : () => BODY;
  const headPen = penAt(lw / HEAD_SCALE);
  const ctx = { pen: headPen, skin };
  const part = (dx: number, dy: number, cy: number, drawn: string) =>
    o.explode
      ? `<path d="M0 ${cy}L${dx} ${cy + dy}" stroke="#ffffffaa" stroke-width="3" stroke-dasharray="8 8"/>` +
        `<g transform="translate(${dx} ${dy})">${drawn}</g>`
      : drawn;
  const head =
    `<g transform="translate(${r(headX)} ${r(headY)}) rotate(${r(w.lean * 8)}) scale(${HEAD_SCALE})">` +
    headBall(ctx) +
    part(170, 70, 45, mouths[w.mouth](ctx)) +
    part(-190, 10, -12, eyes[w.eyes](ctx)) +
    part(0, -110, -100, heads[w.head](ctx)) +
    `</g>`;
  const shadow =
    base === "tail" && o.shadow !== false
      ? `<ellipse cx="${r(baseX + s * 60)}" cy="960" rx="230" ry="28" fill="#00000022"/>`
      : "";
  return (
    shadow +
    body(penAt(lw), skin, centre, widthAt, base === "tail" ? 0.6 : 0.4, o.detail === "low") +
    head +
    (base === "mound" ? mound(penAt(lw), baseX, 905, 300) : "")
  );
}

/** Just the head (ball and its three parts), centred at the origin with radius 100: for grids of faces. */
export function drawHead(w: Worm, lw: number): string {
  const ctx = { pen: cleanPen(INK, lw), skin: wormColours[w.colour] };
  return headBall(ctx) + mouths[w.mouth](ctx) + eyes[w.eyes](ctx) + heads[w.head](ctx);
}

/** The scrappy background marks of a BLEMF: a hasty crayon zigzag in a shade of the background. */
export function scribble(colour: string, seed: string, size: number): string {
  // The alpha rides on the stroke colour: a group opacity would cost an offscreen layer.
  const pen = scrappyPen(`${colour}8c`, size * 0.035, seed, 4);
  const pts: Point[] = [];
  for (let i = 0; i <= 9; i++) pts.push([size * (0.06 + (i % 2) * 0.88), size * (0.08 + i * 0.095)]);
  return pen.line(pts, { smooth: false });
}

/** Places a 1000-frame drawing at (x, y), scaled. */
export const place = (x: number, y: number, s: number, inner: string) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${r(s * 1000) / 1000})">${inner}</g>`;

/** Soil along the bottom of a scene: a wavy top, a paler stratum and pebbles, so a strip of brown reads as ground. */
export function soil(w: number, y: number, h: number, colour = "#8a5634"): string {
  const pen = cleanPen(INK, 8);
  const top = `M0 ${y} Q${w * 0.25} ${y - 26} ${w / 2} ${y} T${w} ${y} V${y + h + 40} H0Z`;
  const stratum = `M0 ${y + h * 0.45} Q${w * 0.2} ${y + h * 0.3} ${w * 0.45} ${y + h * 0.48} T${w} ${y + h * 0.4}`;
  let pebbles = "";
  for (let x = 60; x < w; x += 170) {
    const dy = ((x * 37) % 50) / 100;
    pebbles += pen.ellipse(x + ((x * 13) % 60), y + h * (0.3 + dy), 14 + (x % 9), 10, "#c9a27a", { lw: 5 });
  }
  return (
    `<path d="${top}" fill="${colour}" stroke="${INK}" stroke-width="8"/>` +
    `<path d="${stratum}" fill="none" stroke="${tint(colour, 0.18)}" stroke-width="${r(h * 0.12)}" stroke-linecap="round"/>` +
    pebbles
  );
}

/** A chunky wordmark with an ink outline and a hard drop shadow. */
export const wordmark = (text: string, x: number, y: number, width: number, size: number, fill: string) =>
  word(text, { x: x + 10, y: y + 10, width, size, fill: INK, stroke: INK, sw: size / 8 }) +
  word(text, { x, y, width, size, fill, stroke: INK, sw: size / 8 });
