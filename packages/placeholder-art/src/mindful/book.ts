import { random } from "../kit/random.ts";
import {
  bounds,
  ellipsePath,
  hatch,
  jitter,
  letter,
  mapPoints,
  wobbleEllipse,
  wobbleLine,
  type Rng,
} from "../kit/hand-drawn.ts";
import { MB, frame, mascot, toSvg, words, type Accessory, type Shape } from "./kit.ts";
import { THEMES, leafBlob, scene, sceneParams } from "./scenes.ts";
import { esc, r, svgDoc } from "../kit/svg.ts";
import type { Drawer } from "../kit/types.ts";
import { read } from "../kit/recipe.ts";

// The Mindfully Bored book: chapter opening pages (a number, one title word, a round vignette, set text) and the
// pencil sketches behind its illustrations, which redraw the same scene shapes as loose graphite lines.

const PAPER = "#FBF7F0";
const GREY_TEXT = "#DDD5C8";

/** A block of set text as soft grey bars: a book page read from across the room. */
function textBlock(x: number, y: number, w: number, lines: number, rng: Rng, indent = 0) {
  let d = "";
  for (let i = 0; i < lines; i++) {
    const start = x + (i < 2 ? indent : 0);
    const end = i === lines - 1 ? x + w * (0.35 + rng.next() * 0.3) : x + w - rng.next() * 14;
    d += `M${r(start)} ${y + i * 30} L${r(end)} ${y + i * 30} `;
  }
  return `<path d="${d.trim()}" stroke="${GREY_TEXT}" stroke-width="9" stroke-linecap="round"/>`;
}

const chapter: Drawer = (art) => {
  const { name, theme: t, accessory } = sceneParams(art);
  const { num, str } = read(art);
  const rng = random(art.seed);
  const n = num("chapter");
  const title = str("title");
  const vignette = toSvg([
    { d: ellipsePath(450, 700, 205), fill: t.bg },
    ...scene(name, frame(450, 735, 0.66), t, accessory),
  ]);
  const sprig = (x: number, dir: number): Shape => ({
    d: leafBlob(x, 152, 22, dir > 0 ? -20 : 200),
    fill: MB.sage,
    stroke: MB.sageDeep,
    width: 1.5,
  });
  const chrome: Shape[] = [
    words("CHAPTER", 450, 144, MB.sandDeep, { size: 16, tracking: 0.7, anchor: "middle", weight: 2.2 }),
    sprig(330, -1),
    sprig(570, 1),
    words(String(n), 450, 196, t.deep, { size: 110, anchor: "middle", weight: 7 }),
    words(title, 450, 360, MB.ink, { size: 40, tracking: 0.5, anchor: "middle", weight: 3.6 }),
    { d: ellipsePath(450, 700, 205), stroke: MB.ink, width: 3 },
    { d: ellipsePath(450, 700, 222), stroke: MB.sandDeep, width: 1.5, opacity: 0.7 },
    words(title.charAt(0), 150, 972, t.deep, { size: 62, weight: 5 }),
    words(String(n * 14 + 3), 450, 1122, MB.sandDeep, { size: 14, anchor: "middle", weight: 2 }),
  ];
  const svg =
    `<rect width="900" height="1200" fill="${PAPER}"/>` +
    `<defs><clipPath id="v"><circle cx="450" cy="700" r="205"/></clipPath></defs>` +
    `<g clip-path="url(#v)">${vignette}</g>` +
    toSvg(chrome) +
    textBlock(150, 980, 600, 5, rng, 80) +
    `<rect x="0" y="0" width="24" height="1200" fill="#000" fill-opacity=".035"/>`;
  return { width: 900, height: 1200, svg: svgDoc(900, 1200, svg) };
};

const GRAPHITE = "#5A5650";

/** Shapes redrawn as graphite: a firm but shaky line, a looser second pass, and (cross-)hatching in shaded shapes. */
function pencil(shapes: readonly Shape[], rng: Rng, angle: number, id: string) {
  const shaky = (d: string, amp: number) => mapPoints(d, (x, y) => jitter(rng, [[x, y]], amp)[0] ?? [x, y]);
  let firm = "";
  let loose = "";
  let shading = "";
  let defs = "";
  shapes.forEach((s, i) => {
    if (s.shade) {
      defs += `<clipPath id="${id}${i}"><path d="${esc(s.d)}"/></clipPath>`;
      const { x, y, w, h } = bounds(s.d);
      const cross = i % 2 ? ` ${hatch(x, y, w, h, angle + 75, 15, rng)}` : "";
      shading += `<path clip-path="url(#${id}${i})" d="${hatch(x, y, w, h, angle, 8, rng)}${cross}"/>`;
    }
    if (s.flat) return;
    firm += `${shaky(s.d, 1.1)} `;
    loose += `${shaky(s.d, 3.4)} `;
  });
  return (
    `<defs>${defs}</defs>` +
    `<g stroke="${GRAPHITE}" stroke-width="1" stroke-opacity=".4" fill="none">${shading}</g>` +
    `<g stroke="${GRAPHITE}" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${esc(firm.trim())}" stroke-width="1.8" stroke-opacity=".85"/>` +
    `<path d="${esc(loose.trim())}" stroke-width="1" stroke-opacity=".45"/></g>`
  );
}

/** Two strips of masking tape holding the sheet, as on a studio wall. */
const tape = (x: number, y: number, rot: number) =>
  `<rect x="${x - 70}" y="${y - 18}" width="140" height="36" fill="#E9DEC4" fill-opacity=".75" transform="rotate(${rot} ${x} ${y})"/>`;

const STUDY_LOOKS: readonly Accessory[] = ["sprout", "nightcap", "headphones", "flower"];

const sketch: Drawer = (art) => {
  const { name, theme, accessory } = sceneParams(art);
  const { num, str } = read(art);
  const rng = random(art.seed);
  const angle = num("angle");
  const main = scene(name, frame(480, 470, 1.22), theme, accessory);
  const guides = [
    wobbleEllipse(rng, 480, 440, 165, 155, 4, 0.2),
    wobbleLine(rng, 480, 170, 485, 740, 3),
    wobbleLine(rng, 100, 700, 860, 694, 3),
  ].join(" ");
  const studies = Array.from({ length: num("studies") }, (_, i) => {
    const look = STUDY_LOOKS[(i + STUDY_LOOKS.indexOf(accessory) + 1) % STUDY_LOOKS.length] ?? "sprout";
    return mascot(frame(1030, 170 + i * 190, 0.78), look, "rest");
  });
  const note = str("note");
  const noteWidth = Math.min(14, 1400 / (note.length * 10));
  const svg =
    `<rect width="1200" height="900" fill="#F7F4EC"/>` +
    `<rect x="30" y="30" width="1140" height="840" fill="#FBF9F3" stroke="#E4DED0" stroke-width="2"/>` +
    tape(120, 40, -8) +
    tape(1080, 40, 6) +
    `<path d="${guides}" stroke="${GRAPHITE}" stroke-width="1" fill="none" stroke-opacity=".28"/>` +
    pencil(main, rng, angle, "s") +
    studies.map((s, i) => pencil(s, rng, angle + 20, `t${i}`)).join("") +
    `<path d="${letter(note, 880, 860 - 30, { size: noteWidth, tracking: 0.2, wobble: { rng, amp: 0.8 } })}" stroke="${GRAPHITE}" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-opacity=".8"/>` +
    `<path d="${wobbleLine(rng, 880, 850, 1150, 852, 2)}" stroke="${THEMES.sage.deep}" stroke-width="2" fill="none" stroke-opacity=".5"/>`;
  return { width: 1200, height: 900, svg: svgDoc(1200, 900, svg) };
};

export const bookDrawers: Record<string, Drawer> = {
  "mb-chapter": chapter,
  "mb-sketch": sketch,
};
