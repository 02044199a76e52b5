import type { Art, Drawer, Drawing } from "../kit/types.ts";
import { random } from "../kit/random.ts";
import { cream, doodle, gold, ink, night, pencilPath, pencilSprite, plum, plumLight, poly } from "./kit.ts";
import { aboutDesk, aboutLamp, aboutMug, aboutPenCup, aboutSketchbook } from "./about-desk.ts";
import { ABOUT_H, ABOUT_W, DESK, RIM, inBox, stroke, type Rnd } from "./about-space.ts";
import {
  aboutBoard,
  aboutLights,
  aboutMobiles,
  aboutPoster,
  aboutRoom,
  aboutShelf,
  aboutWindow,
} from "./about-walls.ts";
import { r, svgDoc } from "../kit/svg.ts";
import type { Point } from "../kit/svg.ts";
import { starPts } from "../kit/ink.ts";

// The about picture: the studio as the inside of a magic box (a shadow box seen from its open front), warm and
// lived-in, with no person in it: the desk, the sketchbook and the little characters stand for the artist. This
// file draws the box's own front and the mischief loose in the room, and layers the room (about-walls.ts)
// and the desk (about-desk.ts) in painter's order.

/** A small gift box on the floor, lid ajar, two eyes glinting inside: the studio keeps its mischief in boxes. */
function aboutLittleBox() {
  const [x, y] = inBox(0.84, 1, 0.08);
  /** One face of the box: its corners as x, y pairs from the box's front-bottom-right corner (x, y). */
  const face = (corners: readonly number[], fill: string, width: number) => {
    const points: Point[] = [];
    for (let i = 0; i < corners.length; i += 2) points.push([x + (corners[i] ?? 0), y + (corners[i + 1] ?? 0)]);
    return poly(points, fill, stroke(width));
  };
  const front = face([-90, -130, 40, -130, 40, 0, -90, 0], gold, 6);
  const side = face([40, -130, 90, -160, 90, -30, 40, 0], "#d9a13a", 6);
  const inside = face([-90, -130, 40, -130, 90, -160, -40, -160], night, 6);
  const lid = face([-100, -150, 30, -160, 88, -214, -42, -204], plum, 6);
  const strap = face([-40, -130, -14, -130, -14, 0, -40, 0], plum, 5);
  const eyes = `<g stroke="none"><ellipse cx="${x - 34}" cy="${y - 142}" rx="8" ry="5" fill="${gold}"/><ellipse cx="${x - 8}" cy="${y - 144}" rx="8" ry="5" fill="${gold}"/><circle cx="${x - 32}" cy="${y - 142}" r="3" fill="${ink}"/><circle cx="${x - 6}" cy="${y - 144}" r="3" fill="${ink}"/></g>`;
  return side + inside + eyes + lid + front + strap + poly(starPts(x - 27, y - 64, 20, 9), gold, stroke(4));
}

/** The box's open front: a thick gold rim with a plum ribbon and bow, framing the whole studio. */
function aboutRim() {
  const frame = `M0 0H${ABOUT_W}V${ABOUT_H}H0ZM${RIM} ${RIM}V${ABOUT_H - RIM}H${ABOUT_W - RIM}V${RIM}Z`;
  const cx = ABOUT_W / 2;
  const bow =
    `<path d="M${cx} ${RIM / 2}C${cx - 60} ${-40} ${cx - 150} ${RIM + 30} ${cx - 110} ${RIM + 40}C${cx - 80} ${RIM + 46} ${cx - 40} ${RIM + 10} ${cx} ${RIM / 2}Z" fill="${plumLight}" stroke-width="5"/>` +
    `<path d="M${cx} ${RIM / 2}C${cx + 60} ${-40} ${cx + 150} ${RIM + 30} ${cx + 110} ${RIM + 40}C${cx + 80} ${RIM + 46} ${cx + 40} ${RIM + 10} ${cx} ${RIM / 2}Z" fill="${plumLight}" stroke-width="5"/>` +
    `<path d="M${cx - 14} ${RIM}L${cx - 50} ${RIM + 110}L${cx - 24} ${RIM + 96}L${cx - 12} ${RIM + 124}L${cx} ${RIM + 20}ZM${cx + 14} ${RIM}L${cx + 50} ${RIM + 110}L${cx + 24} ${RIM + 96}L${cx + 12} ${RIM + 124}L${cx} ${RIM + 20}Z" fill="${plum}" stroke-width="5"/>` +
    `<circle cx="${cx}" cy="${RIM / 2 + 4}" r="26" fill="${plum}" stroke-width="5"/>`;
  return (
    `<path d="${frame}" fill="${gold}" fill-rule="evenodd" stroke="none"/>` +
    `<path d="M${cx - 26} 0H${cx + 26}V${RIM}H${cx - 26}ZM${cx - 26} ${ABOUT_H - RIM}H${cx + 26}V${ABOUT_H}H${cx - 26}Z" fill="${plum}" stroke-width="5"/>` +
    `<rect x="${RIM}" y="${RIM}" width="${ABOUT_W - 2 * RIM}" height="${ABOUT_H - 2 * RIM}" fill="none" stroke-width="7"/>` +
    `<rect x="4" y="4" width="${ABOUT_W - 8}" height="${ABOUT_H - 8}" fill="none" stroke-width="8"/>` +
    bow
  );
}

/** A plum creature peeking into the box around the rim's left edge, both hands on the rim. */
function aboutPeeker() {
  const y = 760;
  return (
    `<path d="M-40 ${y - 120}C70 ${y - 130} 96 ${y + 40} 70 ${y + 120}L-40 ${y + 140}Z" fill="${plum}" stroke-width="6"/>` +
    `<path d="M10 ${y - 112}L34 ${y - 160}L46 ${y - 100}Z" fill="${plum}" stroke-width="5"/>` +
    `<ellipse cx="38" cy="${y - 34}" rx="15" ry="19" fill="${cream}" stroke-width="4"/><ellipse cx="70" cy="${y - 30}" rx="13" ry="17" fill="${cream}" stroke-width="4"/>` +
    `<circle cx="45" cy="${y - 30}" r="7" fill="${ink}" stroke="none"/><circle cx="76" cy="${y - 26}" r="6" fill="${ink}" stroke="none"/>` +
    `<path d="M40 ${y + 24}Q58 ${y + 40} 74 ${y + 18}" fill="none" stroke-width="4.5" stroke-linecap="round"/>` +
    `<circle cx="${RIM + 22}" cy="${y + 100}" r="17" fill="${plumLight}" stroke-width="4"/><circle cx="${RIM + 14}" cy="${y - 120}" r="15" fill="${plumLight}" stroke-width="4"/>`
  );
}

/** Sparkles drifting up from the sketchbook toward the window, and the pencil flying a loop over the desk. */
function aboutMischief(rnd: Rnd) {
  const [sx, sy] = inBox(0.6, DESK.Y, 0.3);
  const sparks = Array.from({ length: 11 }, (_, i) => {
    const t = (i + 0.5) / 11;
    const x = sx + Math.sin(t * 9 + rnd.next()) * 90 * t + t * 120;
    const y = sy - 190 - t * 430; // starting above the imp, clear of its face
    const size = 10 + rnd.int(0, 14);
    if (i % 3 === 2)
      return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(size / 2)}" fill="${i % 2 ? cream : plumLight}" stroke-width="3.5"/>`;
    return poly(
      starPts(x, y, size, size * (i % 2 ? 0.32 : 0.46), i % 2 ? 4 : 5, { turn: rnd.int(0, 40) }),
      i % 4 === 0 ? cream : gold,
      stroke(3.5),
    );
  }).join("");
  const loop = Array.from({ length: 40 }, (_, i) => {
    const p = pencilPath(0.18 + (i / 39) * 0.6);
    return [300 + p[0] * 1.2, 690 + p[1] * 1.1] as const;
  });
  const end = loop[loop.length - 1] ?? [0, 0];
  const before = loop[loop.length - 2] ?? end;
  const angle = (Math.atan2(end[1] - before[1], end[0] - before[0]) * 180) / Math.PI;
  return sparks + doodle(loop, 8) + pencilSprite(end, angle + 180, 1.8);
}

function drawAbout(seed: string): string {
  const rnd = random(seed);
  const glow = `<defs><radialGradient id="lamp"><stop offset="0" stop-color="#fff3cc" stop-opacity="0.8"/><stop offset="1" stop-color="#fff3cc" stop-opacity="0"/></radialGradient></defs>`;
  const [gx, gy] = inBox(0.45, DESK.Y, 0.33);
  return (
    glow +
    `<g stroke="${ink}" stroke-linejoin="round">` +
    aboutRoom(rnd) +
    aboutWindow(rnd) +
    aboutBoard(rnd) +
    aboutShelf() +
    aboutPoster() +
    aboutMobiles() +
    aboutLights() +
    aboutDesk() +
    aboutLittleBox() +
    `<ellipse cx="${r(gx)}" cy="${r(gy - 40)}" rx="420" ry="260" fill="url(#lamp)" stroke="none"/>` +
    aboutLamp() +
    aboutSketchbook() +
    aboutPenCup() +
    aboutMug() +
    aboutMischief(rnd) +
    aboutRim() +
    aboutPeeker() +
    `</g>`
  );
}

/** Draws the about page's studio picture, 1200×1500; the seed varies its stars, sketches and sparkles. */
export const aboutDrawer: Drawer = (art: Art): Drawing => ({
  svg: svgDoc(ABOUT_W, ABOUT_H, drawAbout(art.seed)),
  width: ABOUT_W,
  height: ABOUT_H,
});
