import { EVERYDAY_SUBJECTS, MARKERS, PAPERS, type SketchSpec } from "./subjects.ts";
import { random } from "../kit/random.ts";
import type { Art, Drawer } from "../kit/types.ts";
import { letter, measure, wobbleLine } from "../kit/hand-drawn.ts";
import { inkPen } from "./pen.ts";
import { CRITTERS, type Knobs } from "./critters.ts";
import { THINGS } from "./things.ts";
import { esc, r, svgDoc } from "../kit/svg.ts";
import { read } from "../kit/recipe.ts";

// Everydays: a 30-minute sketch a day — loose ink over flat marker colour on sketchbook paper, "DAY N" lettered in
// the corner over a highlighter swipe. Subjects live in critters.ts and things.ts.

const INK = "#1E1D22";
const MARKER: Record<string, string> = {
  coral: "#FF7A66",
  teal: "#2EB3A6",
  mustard: "#F2C14E",
  lavender: "#A891E6",
  mint: "#8EE0B5",
  pink: "#FF8FC2",
  "sky blue": "#6EC3F4",
  orange: "#FF9F43",
};
const SUBJECTS = { ...CRITTERS, ...THINGS };

/** The recipe's sketch, checked: the same shape whether it came whole or inside a card's list. */
function specOf(value: Record<string, unknown>, kind: string): SketchSpec {
  const art = { kind, seed: "sketch", ...value } as Art;
  const { num, oneOf } = read(art);
  const { knobs, markers } = art;
  const knobsOk = Array.isArray(knobs) && knobs.length === 3 && knobs.every((k) => k === 0 || k === 1 || k === 2);
  const markersOk =
    Array.isArray(markers) && markers.length === 2 && markers.every((m) => (MARKERS as readonly unknown[]).includes(m));
  if (!knobsOk || !markersOk) throw new Error(`${kind}: a sketch needs three knobs (0-2) and two marker names`);
  return {
    day: num("day"),
    subject: oneOf("subject", EVERYDAY_SUBJECTS),
    knobs: knobs as [number, number, number],
    markers: markers as [string, string],
    paper: oneOf("paper", PAPERS),
  };
}

/** One day's page (1000 × 1000) as SVG body: paper, marker, ink, label. */
function sketchPage(spec: SketchSpec, seed: string) {
  const rng = random(seed);
  const pen = inkPen(rng);
  (SUBJECTS[spec.subject] ?? SUBJECTS.creature!)(pen, spec.knobs as Knobs);
  const colours = spec.markers.map((m) => MARKER[m] ?? "#FF7A66");
  // Ruled lines and dot grids as plain paths: patterns inside rotated collage tiles are slow to rasterise.
  const grid = Array.from({ length: 19 }, (_, i) => 25 + i * 50 + 25);
  const paper =
    spec.paper === "dotted"
      ? `<path d="${grid.flatMap((y) => grid.map((x) => `M${x - 25} ${y - 25}h0`)).join("")}" stroke="#D6CFC0" stroke-width="5" stroke-linecap="round"/>`
      : spec.paper === "lined"
        ? `<path d="${grid.map((y) => `M0 ${y + 5}H1000`).join("")}" stroke="#CFDCEB" stroke-width="2"/><path d="M110 0 L110 1000" stroke="#F1B8B8" stroke-width="2"/>`
        : "";
  const label = `DAY ${spec.day}`;
  const labelWidth = measure(label, { size: 40, tracking: 0.12 });
  const fills = pen.fills
    .map((f) => `<path d="${esc(f.d)}" fill="${colours[f.m] ?? colours[0]}" fill-opacity=".85"/>`)
    .join("");
  const byWidth = new Map<number, string[]>();
  pen.lines.forEach(({ d, w }) => byWidth.set(w, [...(byWidth.get(w) ?? []), d]));
  const ink = [...byWidth].map(([w, ds]) => `<path d="${esc(ds.join(" "))}" stroke-width="${w}"/>`).join("");
  return (
    `<rect width="1000" height="1000" fill="#FBF8F1"/>` +
    paper +
    `<path d="${wobbleLine(rng, 56, 92, 84 + labelWidth, 88, 3)}" stroke="${colours[1]}" stroke-width="34" stroke-opacity=".45" fill="none" stroke-linecap="round"/>` +
    // The drawing, a touch larger than it was sketched so it fills the page.
    `<g transform="translate(500 560) scale(1.14) translate(-500 -560)">${fills}` +
    `<g stroke="${INK}" fill="none" stroke-linecap="round" stroke-linejoin="round">${ink}</g>` +
    `<path d="${esc(pen.dots.join(" "))}" fill="${INK}"/></g>` +
    `<g stroke="${INK}" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${letter(label, 70, 70, { size: 40, tracking: 0.12, wobble: { rng, amp: 1.4 } })}" stroke-width="6"/>` +
    `<path d="${letter("30 MIN", 930, 930, { size: 16, tracking: 0.2, anchor: "end" })}" stroke-width="2.5" stroke-opacity=".55"/></g>`
  );
}

const sketch: Drawer = (art) => ({
  width: 1000,
  height: 1000,
  svg: svgDoc(1000, 1000, sketchPage(specOf(art, art.kind), art.seed)),
});

const specsOf = (art: Art) => {
  if (!Array.isArray(art.sketches) || art.sketches.length === 0)
    throw new Error(`${art.kind}: needs a list of sketches`);
  return (art.sketches as Record<string, unknown>[]).map((s) => specOf(s, art.kind));
};

/** Clips a page wherever it is placed (read in the placed group's own units). */
const PAGE_CLIP = `<defs><clipPath id="ed-page"><rect width="1000" height="1000"/></clipPath></defs>`;

/** A sketch pinned up at (x, y), `size` square, turned a little, with a strip of tape. */
const pinned = (spec: SketchSpec, seed: string, i: number, x: number, y: number, size: number, rot: number) =>
  `<g transform="translate(${r(x)} ${r(y)}) rotate(${rot} ${size / 2} ${size / 2})">` +
  `<rect x="6" y="10" width="${size}" height="${size}" fill="#000" fill-opacity=".18"/>` +
  `<g transform="scale(${(size / 1000).toFixed(4)})" clip-path="url(#ed-page)">${sketchPage(spec, `${seed}#${i}`)}</g>` +
  `<rect x="${size / 2 - 50}" y="-14" width="100" height="30" fill="#F3E7C4" fill-opacity=".85" transform="rotate(-3 ${size / 2} 0)"/></g>`;

const card: Drawer = (art) => {
  const specs = specsOf(art);
  const spots = [
    [70, 80, -4],
    [440, 60, 3],
    [800, 90, -2],
    [90, 480, 2],
    [450, 470, -3],
    [810, 470, 4],
  ];
  const body = specs
    .slice(0, 6)
    .map((s, i) => pinned(s, art.seed, i, spots[i]?.[0] ?? 0, spots[i]?.[1] ?? 0, 330, spots[i]?.[2] ?? 0))
    .join("");
  return {
    width: 1200,
    height: 900,
    svg: svgDoc(1200, 900, `<rect width="1200" height="900" fill="#3B4A5A"/>${PAGE_CLIP}${body}`),
  };
};

const banner: Drawer = (art) => {
  const specs = specsOf(art);
  const centre = Math.floor(specs.length / 2);
  const tiles = specs.map((s, i) => {
    const big = i === centre;
    const size = big ? 560 : 400;
    // Side sheets overlap their outer neighbours but never the middle one.
    const x = big ? 920 : i < centre ? 500 - (centre - 1 - i) * 250 : 1500 + (i - centre - 1) * 250;
    return pinned(s, art.seed, i, x, big ? 110 : 180, size, big ? 0 : ((i % 3) - 1) * 3);
  });
  // Left of the middle, outer sheets go down first; right of it, inner ones do: every "DAY" label (top left) stays
  // visible. The middle sheet lies on top of all.
  const order = [...tiles.slice(0, centre), ...tiles.slice(centre + 1), tiles[centre] ?? ""];
  return {
    width: 2400,
    height: 800,
    svg: svgDoc(2400, 800, `<rect width="2400" height="800" fill="#3B4A5A"/>${PAGE_CLIP}${order.join("")}`),
  };
};

export const everydaysDrawers: Record<string, Drawer> = {
  "ed-sketch": sketch,
  "ed-card": card,
  "ed-banner": banner,
};
