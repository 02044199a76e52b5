import {
  clamp01,
  cream,
  deg,
  doodle,
  ease,
  gold,
  ink,
  pathOf,
  pencilPath,
  pencilSprite,
  plumLight,
  poly,
} from "./kit.ts";
import { HERO, type Face } from "./hero-model.ts";
import { r } from "../kit/svg.ts";
import type { Point } from "../kit/svg.ts";
import { starPts } from "../kit/ink.ts";

// The mischief that escapes from the hero's box: the flying pencil and its doodle, the sparks, the beams of light,
// and the eyes glinting under the lid. Each takes the time u in frames since frame 1, so the loop stays seamless.

const PENCIL_FROM = 4.6;
const PENCIL_TO = 10.2;

/** Where the pencil is at time u (in frames), for the imp's eyes to follow; undefined while it is in the box. */
export function pencilAt(u: number): Point | undefined {
  const s = (u - PENCIL_FROM) / (PENCIL_TO - PENCIL_FROM);
  return s > 0 && s < 1 ? pencilPath(s) : undefined;
}

/** The pencil: flies eraser-first so its tip trails behind, drawing a plum doodle through the air. */
export function pencil(o: Point, u: number) {
  const s = (u - PENCIL_FROM) / (PENCIL_TO - PENCIL_FROM);
  // After the pencil dives home, the doodle's tail follows it in quickly, gone before the lid shuts.
  const tail = s < 1 ? Math.max(0, s - 0.3) : 0.7 + (s - 1) * 2.5;
  const tip = Math.min(s, 1);
  if (s <= 0 || tail >= tip) return "";
  const at = (q: number): Point => {
    const p = pencilPath(q);
    return [o[0] + p[0], o[1] + p[1]];
  };
  const n = 24;
  const pts = Array.from({ length: n + 1 }, (_, i) => at(tail + ((tip - tail) * i) / n));
  const trail = doodle(pts, 7);
  if (s >= 1) return trail;
  const head = at(s);
  const ahead = at(Math.min(1, s + 0.01));
  const behind = at(Math.max(0, s - 0.01));
  const angle = (Math.atan2(ahead[1] - behind[1], ahead[0] - behind[0]) * 180) / Math.PI;
  return trail + pencilSprite(head, angle + 180, 1.35);
}

type Spark = {
  from: number;
  to: number;
  angle: number;
  dir: 1 | -1;
  reach: number;
  rise: number;
  kind: 0 | 1 | 2;
  fill: string;
  size: number;
};

/** The sparks: each leaves the box, swirls around it and is drawn back in before the lid shuts. */
const SPARKS: readonly Spark[] = [
  { from: 4.2, to: 10.8, angle: 200, dir: 1, reach: 240, rise: 140, kind: 0, fill: gold, size: 26 },
  { from: 4.4, to: 11.3, angle: -20, dir: -1, reach: 250, rise: 190, kind: 1, fill: cream, size: 26 },
  { from: 4.6, to: 11, angle: 120, dir: 1, reach: 190, rise: 250, kind: 0, fill: plumLight, size: 20 },
  { from: 4.8, to: 11.4, angle: 40, dir: -1, reach: 210, rise: 110, kind: 2, fill: gold, size: 10 },
  { from: 5.1, to: 11.2, angle: 260, dir: 1, reach: 265, rise: 80, kind: 1, fill: gold, size: 22 },
  { from: 5.3, to: 11.6, angle: 160, dir: -1, reach: 170, rise: 200, kind: 2, fill: cream, size: 9 },
  { from: 5.6, to: 11.5, angle: 10, dir: 1, reach: 280, rise: 160, kind: 0, fill: cream, size: 18 },
  { from: 5.9, to: 11.7, angle: 300, dir: -1, reach: 220, rise: 230, kind: 2, fill: plumLight, size: 11 },
  { from: 4.5, to: 11.2, angle: 80, dir: -1, reach: 150, rise: 280, kind: 1, fill: plumLight, size: 16 },
];

function spark(o: Point, u: number, sp: Spark) {
  const s = (u - sp.from) / (sp.to - sp.from);
  if (s <= 0 || s >= 1) return "";
  const bump = Math.sin(Math.PI * s);
  const a = (sp.angle + sp.dir * 300 * s) * deg;
  const rho = sp.reach * Math.pow(bump, 0.6); // bursts outward fast, so the sparks clear the imp's face
  const x = o[0] + rho * Math.cos(a);
  const y = o[1] - sp.rise * Math.pow(bump, 0.7) + rho * 0.3 * Math.sin(a);
  const grow = ease(clamp01(s / 0.16)) * (1 - ease(clamp01((s - 0.84) / 0.16)));
  const size = sp.size * grow;
  if (size < 1) return "";
  if (sp.kind === 2) return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(size)}" fill="${sp.fill}"/>`;
  const pts =
    sp.kind === 0
      ? starPts(x, y, size, size * 0.48, 5, { turn: sp.dir * s * 200 })
      : starPts(x, y, size, size * 0.32, 4, { turn: sp.dir * s * 90 });
  return poly(pts, sp.fill);
}

/** All the sparks around the opening `o` at time u, in one go. */
export const sparks = (o: Point, u: number) => SPARKS.map((sp) => spark(o, u, sp)).join("");

/** Beams of light fanning out of the open box; flat and translucent, so they glow on a light or a dark page. */
export function rays(o: Point, open: number, u: number) {
  if (open < 0.3) return "";
  const grow = ease(clamp01((open - 0.3) / 0.7));
  const beams = [-60, -32, -4, 26, 54].map((base, k) => {
    const a = (base - 90 + 6 * Math.sin((u / 16) * 2 * Math.PI * 2 + k)) * deg;
    const half = (k % 2 === 0 ? 6 : 4) * deg;
    const len = (k % 2 === 0 ? 330 : 270) * grow;
    return pathOf([
      o,
      [o[0] + len * Math.cos(a - half), o[1] + len * Math.sin(a - half)],
      [o[0] + len * Math.cos(a + half), o[1] + len * Math.sin(a + half)],
    ]);
  });
  return `<path d="${beams.join("")}" fill="#ffd66b" stroke="none" opacity="${r(0.4 * open * 100) / 100}"/>`;
}

/** Two eyes glinting in the dark crack under the lid. */
export function glint([x, y]: Point) {
  const eye = (dx: number) =>
    `<ellipse cx="${r(x + dx)}" cy="${r(y)}" rx="8" ry="6" fill="${gold}"/><ellipse cx="${r(x + dx + 2)}" cy="${r(y)}" rx="3" ry="5" fill="${ink}"/>`;
  return `<g stroke="none">${eye(-14)}${eye(14)}</g>`;
}

/** Everything above the front rim of the opening, so whatever climbs out is hidden while still inside the box. */
export function aboveRim(hole: Face) {
  const pts = [...hole.pts].sort((p, q) => p[0] - q[0]);
  const left = pts[0];
  const right = pts[3];
  if (!left || !right) throw new Error("hole has four corners");
  // The lowest corner on screen is the front one: the rim's front edge runs left → front → right.
  const front = [...hole.pts].sort((p, q) => q[1] - p[1])[0] ?? left;
  const region: Point[] = [[0, -HERO], [HERO * 2, -HERO], [HERO * 2, right[1]], right, front, left, [-HERO, left[1]]];
  return `<clipPath id="rim"><path d="${pathOf(region)}"/></clipPath>`;
}
