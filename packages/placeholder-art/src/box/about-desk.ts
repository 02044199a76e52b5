import { cream, gold, imp, ink, linePath, night, plum, plumLight, poly } from "./kit.ts";
import { DESK, depthScale, inBox, stroke, wood, woodDark } from "./about-space.ts";
import { r } from "../kit/svg.ts";
import type { Point } from "../kit/svg.ts";
import { starPts } from "../kit/ink.ts";

// The desk at the heart of the studio and what stands on it: the open sketchbook the imp climbs out of, the lamp,
// the pen cup with its worm and a warm mug. Together they stand in for the artist, who is never drawn.

/** The desk: a warm wooden top on four legs, over a plum rug. */
export function aboutDesk() {
  const { Y, X0, X1, Z0, Z1, T } = DESK;
  const leg = (X: number, Z: number) => {
    const w = 0.025;
    return poly(
      [inBox(X - w, Y + T, Z), inBox(X + w, Y + T, Z), inBox(X + w, 1, Z), inBox(X - w, 1, Z)],
      woodDark,
      stroke(5),
    );
  };
  const shadow = poly(
    [inBox(X0, 1, Z0 + 0.02), inBox(X1, 1, Z0 + 0.02), inBox(X1 + 0.02, 1, Z1), inBox(X0 - 0.02, 1, Z1)],
    ink,
    ` stroke="none" opacity="0.18"`,
  );
  return (
    // A plum rug under the desk, with a cream border.
    `<ellipse cx="${r(inBox(0.5, 1, 0.35)[0])}" cy="${r(inBox(0.5, 1, 0.35)[1])}" rx="430" ry="120" fill="${plum}" stroke="${cream}" stroke-width="14"/>` +
    `<ellipse cx="${r(inBox(0.5, 1, 0.35)[0])}" cy="${r(inBox(0.5, 1, 0.35)[1])}" rx="438" ry="128" fill="none" stroke-width="5"/>` +
    shadow +
    leg(X0 + 0.03, Z1 - 0.02) +
    leg(X1 - 0.03, Z1 - 0.02) +
    poly([inBox(X0, Y, Z0), inBox(X1, Y, Z0), inBox(X1, Y, Z1), inBox(X0, Y, Z1)], "#e8bf7e", stroke(6)) +
    poly([inBox(X0, Y, Z0), inBox(X1, Y, Z0), inBox(X1, Y + T, Z0), inBox(X0, Y + T, Z0)], woodDark, stroke(6)) +
    // A drawer with a star knob.
    poly(
      [inBox(0.56, Y + T, Z0), inBox(0.8, Y + T, Z0), inBox(0.8, Y + T + 0.06, Z0), inBox(0.56, Y + T + 0.06, Z0)],
      wood,
      stroke(5),
    ) +
    poly(starPts(...inBox(0.68, Y + T + 0.03, Z0), 13, 6), gold, stroke(3.5)) +
    leg(X0 + 0.03, Z0 + 0.01) +
    leg(X1 - 0.03, Z0 + 0.01)
  );
}

/** The open sketchbook, with a portal on its right page that the imp is climbing out of. */
export function aboutSketchbook() {
  const Y = DESK.Y;
  const [X0, X1, Z0, Z1] = [0.3, 0.68, 0.14, 0.44];
  const mid = (X0 + X1) / 2;
  const cover = poly(
    [
      inBox(X0 - 0.01, Y, Z0 - 0.012),
      inBox(X1 + 0.01, Y, Z0 - 0.012),
      inBox(X1 + 0.01, Y, Z1 + 0.01),
      inBox(X0 - 0.01, Y, Z1 + 0.01),
    ],
    plum,
    stroke(5),
  );
  const page = (a: number, b: number) =>
    poly([inBox(a, Y, Z0), inBox(b, Y, Z0), inBox(b, Y, Z1), inBox(a, Y, Z1)], cream, stroke(4));
  // Scribbles on the left page: a few wobbly lines, and a tiny star.
  const lines = [0.22, 0.27, 0.32, 0.37]
    .map((Z, i) => {
      const pts = Array.from({ length: 8 }, (_, k) =>
        inBox(X0 + 0.02 + k * 0.016, Y, Z + (k % 2 ? 0.006 : -0.006) * (i % 2 ? 1 : -1)),
      );
      return linePath(pts);
    })
    .join("");
  const portal = inBox(mid + 0.095, Y, 0.3);
  const k = depthScale(0.3);
  const [px, py] = portal;
  const rx = 95 * k;
  const ry = 30 * k;
  const front = `M${r(px - rx)} ${r(py)}A${r(rx)} ${r(ry)} 0 0 0 ${r(px + rx)} ${r(py)}`;
  const climber = `<clipPath id="portal"><path d="M${r(px - 400)} ${r(py - 600)}H${r(px + 400)}V${r(py)}H${r(px - 400)}Z"/></clipPath>`;
  return (
    cover +
    page(X0, mid) +
    page(mid, X1) +
    `<path d="${lines}" fill="none" stroke="${plumLight}" stroke-width="4" stroke-linecap="round"/>` +
    poly(starPts(...inBox(X0 + 0.05, Y, 0.17), 14, 6), gold, stroke(3)) +
    `<ellipse cx="${r(px)}" cy="${r(py)}" rx="${r(rx)}" ry="${r(ry)}" fill="${night}" stroke-width="4"/>` +
    `<defs>${climber}</defs><g clip-path="url(#portal)">${imp(px, py + 44 * k, 2.1 * k, 0.8, 3)}</g>` +
    `<path d="${front}" fill="none" stroke="${plumLight}" stroke-width="5"/>`
  );
}

/** The desk lamp, leaning over the sketchbook with a warm cone of light. */
export function aboutLamp() {
  const [bx, by] = inBox(0.84, DESK.Y, 0.44);
  const elbow: Point = [bx + 30, by - 300];
  const head: Point = [bx - 150, by - 370];
  const target = inBox(0.5, DESK.Y, 0.3);
  // The shade points at the sketchbook: its local +y axis runs from the head toward the target.
  const angle = Math.atan2(target[1] - head[1], target[0] - head[0]) - Math.PI / 2;
  const local = ([x, y]: Point): Point => [
    head[0] + x * Math.cos(angle) - y * Math.sin(angle),
    head[1] + x * Math.sin(angle) + y * Math.cos(angle),
  ];
  const shade = [local([-20, -34]), local([20, -34]), local([56, 36]), local([-56, 36])];
  const mouthL = local([-50, 36]);
  const mouthR = local([50, 36]);
  const spread = 260;
  const cone = poly(
    [mouthL, mouthR, [target[0] + spread, target[1] + 40], [target[0] - spread, target[1] + 40]],
    "#fff1c4",
    ` stroke="none" opacity="0.5"`,
  );
  const arm = `M${r(bx)} ${r(by - 8)}L${r(elbow[0])} ${r(elbow[1])}L${r(head[0])} ${r(head[1])}`;
  const bulb = local([0, 36]);
  return (
    cone +
    `<ellipse cx="${r(bx)}" cy="${r(by)}" rx="66" ry="20" fill="${plum}" stroke-width="5"/>` +
    `<path d="${arm}" fill="none" stroke-width="24" stroke-linecap="round"/><path d="${arm}" fill="none" stroke="${gold}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="${r(elbow[0])}" cy="${r(elbow[1])}" r="13" fill="${plum}" stroke-width="4"/>` +
    `<ellipse cx="${r(bulb[0])}" cy="${r(bulb[1])}" rx="46" ry="16" transform="rotate(${r((angle * 180) / Math.PI)} ${r(bulb[0])} ${r(bulb[1])})" fill="#fff6d8" stroke-width="4"/>` +
    poly(shade, plum, stroke(5)) +
    `<circle cx="${r(head[0])}" cy="${r(head[1])}" r="11" fill="${gold}" stroke-width="4"/>`
  );
}

/** The pen cup, with a worm poking out between the pencils. */
export function aboutPenCup() {
  const [x, y] = inBox(0.19, DESK.Y, 0.34);
  const w = 74;
  const h = 104;
  const pencils = [
    [-22, -200, -12, gold],
    [4, -215, 4, plumLight],
    [24, -190, 16, cream],
  ] as const;
  const sticks = pencils
    .map(
      ([dx, top, tilt, fill]) =>
        `<g transform="translate(${x + dx} ${y - h + 20}) rotate(${tilt})"><rect x="-8" y="${top + 20 + h - 20}" width="16" height="${-top - h + 20}" fill="${fill}" stroke-width="4"/><path d="M-8 ${top + h}L0 ${top + h - 22}L8 ${top + h}Z" fill="${cream}" stroke-width="4"/></g>`,
    )
    .join("");
  const wormPath = `M${x + 6} ${y - h + 10}C${x + 40} ${y - h - 40} ${x - 30} ${y - h - 70} ${x + 14} ${y - h - 118}`;
  const worm = `<path d="${wormPath}" fill="none" stroke-width="30" stroke-linecap="round"/><path d="${wormPath}" fill="none" stroke="${plumLight}" stroke-width="20" stroke-linecap="round"/>`;
  return (
    sticks +
    worm +
    `<circle cx="${x + 6}" cy="${y - h - 124}" r="6" fill="${cream}" stroke-width="3"/><circle cx="${x + 22}" cy="${y - h - 120}" r="6" fill="${cream}" stroke-width="3"/>` +
    `<circle cx="${x + 7}" cy="${y - h - 123}" r="2.5" fill="${ink}" stroke="none"/><circle cx="${x + 23}" cy="${y - h - 119}" r="2.5" fill="${ink}" stroke="none"/>` +
    `<path d="M${x - w / 2} ${y - h}V${y - 8}Q${x} ${y + 8} ${x + w / 2} ${y - 8}V${y - h}Z" fill="${plum}" stroke-width="5"/>` +
    `<ellipse cx="${x}" cy="${y - h}" rx="${w / 2}" ry="10" fill="${night}" stroke-width="4"/>` +
    poly(starPts(x, y - h / 2, 16, 7), gold, stroke(3.5))
  );
}

/** A mug of something warm, steaming in curls. */
export function aboutMug() {
  const [x, y] = inBox(0.88, DESK.Y, 0.12);
  return (
    `<path d="M${x + 26} ${y - 60}c30 0 30 36 0 36" fill="none" stroke-width="13"/><path d="M${x + 26} ${y - 60}c30 0 30 36 0 36" fill="none" stroke="${cream}" stroke-width="5"/>` +
    `<path d="M${x - 30} ${y - 80}V${y - 8}Q${x} ${y + 4} ${x + 30} ${y - 8}V${y - 80}Z" fill="${cream}" stroke-width="5"/>` +
    `<path d="M${x - 30} ${y - 54}H${x + 30}V${y - 38}H${x - 30}Z" fill="${plum}" stroke="none"/>` +
    `<path d="M${x - 8} ${y - 96}c-14 -20 14 -26 0 -48M${x + 12} ${y - 100}c-12 -16 12 -22 0 -40" fill="none" stroke="${cream}" stroke-width="7" stroke-linecap="round" opacity="0.9"/>`
  );
}
