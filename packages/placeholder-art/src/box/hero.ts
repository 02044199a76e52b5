import type { Art, Drawer, Drawing } from "../kit/types.ts";
import { clamp01, cream, imp, ink, pathOf } from "./kit.ts";
import { heroBody, heroLid, shine, slam, thud } from "./hero-box.ts";
import { aboveRim, glint, pencil, pencilAt, rays, sparks } from "./hero-mischief.ts";
import { ANCHOR, D, H, HERO, screen } from "./hero-model.ts";
import { r, svgDoc } from "../kit/svg.ts";

// The home page's looping "Mischief Box" animation: 16 frames played at 6 fps. This file holds the timing (one
// hand-picked pose per frame) and the layering; the box is modelled in hero-model.ts and hero-box.ts and what escapes
// from it lives in hero-mischief.ts.

/** One frame's pose, chosen by hand so the motion eases in and out and frame 16 flows back into frame 1. */
type Pose = {
  /** Lid angle in degrees (0 shut, ~118 flung open). */
  lid: number;
  /** Vertical squash (<1) or stretch (>1) of the box about its base; width compensates to keep the volume. */
  sy: number;
  /** Rattle: a small tilt in degrees about the base. */
  tilt: number;
  /** How far the imp has climbed out: 0 hidden, 1 fully out. */
  imp: number;
  /** Under a barely lifted lid: 1 two eyes glint in the dark, 2 the imp peeks out. */
  peek: 0 | 1 | 2;
  /** Dust of the slam: 0 none, then growing and fading. */
  puff: number;
  /** A glint on the lid's corner while the box sits still. */
  shine: number;
};

const POSES: readonly Pose[] = [
  { lid: 0, sy: 1, tilt: 0, imp: 0, peek: 0, puff: 0, shine: 1 }, //          1: at rest (the still frame), a glint
  { lid: 2, sy: 1, tilt: -2.5, imp: 0, peek: 0, puff: 0, shine: 0.4 }, //     2: something rattles inside
  { lid: 9, sy: 0.99, tilt: 2, imp: 0, peek: 1, puff: 0, shine: 0 }, //       3: the lid lifts a crack: eyes!
  { lid: 15, sy: 0.97, tilt: 0, imp: 0, peek: 2, puff: 0, shine: 0 }, //      4: the imp peeks, the box gathers itself
  { lid: 44, sy: 1.06, tilt: 0, imp: 0.15, peek: 0, puff: 0, shine: 0 }, //   5: pop!
  { lid: 82, sy: 1.03, tilt: 0, imp: 0.55, peek: 0, puff: 0, shine: 0 }, //   6
  { lid: 108, sy: 1, tilt: 0, imp: 0.92, peek: 0, puff: 0, shine: 0 }, //     7
  { lid: 118, sy: 1, tilt: 0, imp: 1.04, peek: 0, puff: 0, shine: 0 }, //     8: wide open, all the mischief out
  { lid: 114, sy: 1, tilt: 0, imp: 1, peek: 0, puff: 0, shine: 0 }, //        9
  { lid: 108, sy: 1, tilt: 0, imp: 0.9, peek: 0, puff: 0, shine: 0 }, //     10: everything starts heading home
  { lid: 96, sy: 1, tilt: 0, imp: 0.6, peek: 0, puff: 0, shine: 0 }, //      11
  { lid: 74, sy: 1, tilt: 0, imp: 0.2, peek: 0, puff: 0, shine: 0 }, //      12
  { lid: 44, sy: 1, tilt: 0, imp: 0, peek: 0, puff: 0, shine: 0 }, //        13
  { lid: 14, sy: 0.98, tilt: 0, imp: 0, peek: 0, puff: 0, shine: 0 }, //     14
  { lid: 0, sy: 0.9, tilt: 0, imp: 0, peek: 0, puff: 0.45, shine: 0 }, //    15: slam
  { lid: 0, sy: 1.03, tilt: 0, imp: 0, peek: 0, puff: 0.9, shine: 0 }, //    16: rebound, the dust settles
];

/** The lid angle of each of the 16 frames, for the tests' seam check. */
export const heroLidAngles = POSES.map((p) => p.lid);

function drawHero(frame: number): string {
  const u = frame - 1; // time in frames since frame 1
  const pose = POSES[u] as Pose;
  const body = heroBody(pose.lid);
  const lid = heroLid(pose.lid);
  const open = clamp01(pose.lid / 100);
  const opening = screen([0, H, 0]);

  // A cream "sticker" edge under the outline, so the box separates from a dark page as well as a light one.
  const silhouette = [...body.outer.map((f) => f.pts), body.top.pts, ...lid.faces.map((f) => f.pts)];
  const sticker = `<path d="${silhouette.map(pathOf).join("")}" fill="${cream}" stroke="${cream}" stroke-width="18"/>`;

  // The imp climbs out of the middle of the box; while it only peeks, it sits near the front, just under the lid.
  const wave = Math.sin((u / 16) * 2 * Math.PI * 4);
  const watched = pencilAt(u); // the imp's eyes follow the pencil
  const look = watched ? Math.max(-5, Math.min(5, watched[0] / 25)) : 0;
  const impBase = screen([0, H, 6]);
  const peekBase = screen([0, H, 52]);
  const creatures =
    rays(opening, open, u) +
    (pose.peek === 1 ? glint(screen([0, H + 6, D / 2 - 22])) : "") +
    (pose.peek === 2 ? imp(peekBase[0], peekBase[1] + 38, 0.85, 0, -2, false) : "") +
    // The pencil takes off from behind the imp, so the two never tangle in front of its face.
    pencil(screen([-40, H, -40]), u) +
    (pose.imp > 0 ? imp(impBase[0], impBase[1] + 120 - pose.imp * 140, 1, wave, look) : "");
  const creatureLayer = `<g clip-path="url(#rim)">${creatures}</g>`;
  const lidLayer = `<g stroke-width="6">${lid.svg}</g>`;

  const sx = 1 / Math.sqrt(pose.sy);
  const [ax, ay] = ANCHOR;
  const squash = `translate(${ax} ${ay}) rotate(${pose.tilt}) scale(${r(sx * 1000) / 1000} ${pose.sy}) translate(${-ax} ${-ay})`;
  const shadow = `<ellipse cx="${ax}" cy="${ay + 16}" rx="${r(222 * sx)}" ry="50" fill="${ink}" opacity="0.22"/>`;

  return (
    `<defs>${aboveRim(body.hole)}</defs>` +
    shadow +
    `<g transform="${squash}" stroke="${ink}" stroke-linejoin="round">` +
    sticker +
    `<g stroke-width="6">${body.body}</g>` +
    body.inside +
    // A low lid is in front of whatever peeks under it; a high one stands behind whatever has climbed out.
    (pose.lid >= 60 ? lidLayer + creatureLayer : creatureLayer + lidLayer) +
    thud(pose.puff > 0 && pose.sy < 1) +
    shine(pose.shine) +
    `</g>` +
    `<g stroke="${ink}" stroke-width="4" stroke-linejoin="round">${slam(pose.puff)}${sparks(opening, u)}</g>`
  );
}

/** Draws frame `art.frame` (1–16) of the hero animation, 640×640 on a transparent background. */
export const heroDrawer: Drawer = (art: Art): Drawing => {
  const frame = Number(art.frame);
  if (!Number.isInteger(frame) || frame < 1 || frame > POSES.length)
    throw new Error(
      `box-hero: "frame" must be a whole number from 1 to 16, got ${JSON.stringify(art.frame)} (${art.seed})`,
    );
  return { svg: svgDoc(HERO, HERO, drawHero(frame)), width: HERO, height: HERO };
};
