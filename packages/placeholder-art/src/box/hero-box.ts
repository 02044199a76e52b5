import { clamp01, cream, deg, gold, ink, mix, night, pathOf, plum, poly } from "./kit.ts";
import {
  D,
  H,
  LID_O,
  LID_T,
  W,
  WALL,
  cuboid,
  facing,
  onFace,
  screen,
  shade,
  strapU,
  strapV,
  type V3,
} from "./hero-model.ts";
import { r } from "../kit/svg.ts";
import { starPts } from "../kit/ink.ts";

// The hero's box itself: the gold body with its plum strap, the hinged plum lid with its starry lining, and the
// little effects that belong to the box rather than to what escapes from it (the slam's dust, the thud, the glint).

/** The body at a given lid angle (degrees): the inside seen through the opening warms up as the lid opens. */
export function heroBody(lid: number) {
  const faces = cuboid([-W / 2, 0, -D / 2], [W / 2, H, D / 2]);
  const outer = faces.filter((f) => f.name !== "top" && facing(f));
  const top = faces.find((f) => f.name === "top");
  if (!top) throw new Error("cuboid has no top");
  const parts: string[] = [];
  for (const f of outer) {
    parts.push(poly(f.pts, shade(gold, f.n)));
    parts.push(poly(strapV(f, 40), shade(plum, f.n)));
  }
  const front = outer.find((f) => f.name === "front");
  if (front) {
    // The logo's star, as the box's clasp, sits on the front strap.
    const star = starPts(front.w / 2, front.h * 0.52, 26, 11).map(([x, y]) => onFace(front, x, y));
    parts.push(poly(star, gold, ` stroke-width="4"`));
  }
  // The rim, then the inside seen through the opening; it warms up as the lid opens.
  const open = clamp01(lid / 90);
  const inner = cuboid([-W / 2 + WALL, 8, -D / 2 + WALL], [W / 2 - WALL, H, D / 2 - WALL]);
  const hole = inner.find((f) => f.name === "top");
  if (!hole) throw new Error("cuboid has no top");
  parts.push(poly(top.pts, shade(gold, top.n)));
  parts.push(poly(hole.pts, night));
  const walls = inner
    .filter((f) => f.name !== "top" && !facing(f))
    .map((f) =>
      poly(f.pts, mix(f.name === "bottom" ? "#4a2a6e" : f.name === "back" ? "#3a2159" : night, gold, open * 0.2)),
    )
    .join("");
  const clip = `<clipPath id="hole"><path d="${pathOf(hole.pts)}"/></clipPath>`;
  return {
    outer,
    top,
    hole,
    body: parts.join(""),
    inside: `${clip}<g clip-path="url(#hole)" stroke="none">${walls}</g>`,
  };
}

/** Stars printed on the lid's lining, as [x, y] fractions of the lining and a size in pixels. */
const LINING_STARS: readonly (readonly [number, number, number])[] = [
  [0.24, 0.3, 13],
  [0.7, 0.22, 8],
  [0.5, 0.62, 16],
  [0.8, 0.7, 10],
  [0.2, 0.78, 7],
];

/** The lid swung `angle` degrees open about its hinge at the back of the body's top. */
export function heroLid(angle: number) {
  const hingeY = H;
  const hingeZ = -D / 2 - LID_O;
  const a = angle * deg;
  const rot = ([x, y, z]: V3): V3 => {
    const dy = y - hingeY;
    const dz = z - hingeZ;
    return [x, hingeY + dy * Math.cos(a) + dz * Math.sin(a), hingeZ - dy * Math.sin(a) + dz * Math.cos(a)];
  };
  const turn = ([x, y, z]: V3): V3 => [x, y * Math.cos(a) + z * Math.sin(a), -y * Math.sin(a) + z * Math.cos(a)];
  const faces = cuboid([-W / 2 - LID_O, H, hingeZ], [W / 2 + LID_O, H + LID_T, D / 2 + LID_O], rot, turn).filter(
    facing,
  );
  const parts: string[] = [];
  for (const f of faces) {
    if (f.name === "bottom") {
      // The lining under the lid, with the rim of the lid's walls around it.
      parts.push(poly(f.pts, shade(plum, f.n)));
      const inset = (x: number, y: number) => onFace(f, x, y);
      const m = 12;
      parts.push(
        poly(
          [inset(m, m), inset(f.w - m, m), inset(f.w - m, f.h - m), inset(m, f.h - m)],
          mix(night, plum, 0.35),
          ` stroke-width="3"`,
        ),
      );
      // A starry lining: the box is magic on the inside.
      for (const [x, y, size] of LINING_STARS) {
        parts.push(
          poly(
            starPts(x * f.w, y * f.h, size, size * 0.45).map(([px, py]) => inset(px, py)),
            gold,
            ` stroke="none"`,
          ),
        );
      }
      continue;
    }
    parts.push(poly(f.pts, shade(plum, f.n)));
    parts.push(poly(strapV(f, 40), shade(gold, f.n)));
    if (f.name === "top") parts.push(poly(strapU(f, 40), shade(gold, f.n)));
  }
  return { faces, svg: parts.join("") };
}

/** The slam: a puff of dust at each foot, `puff` growing from 0 (none) as it spreads and fades. */
export function slam(puff: number) {
  if (puff <= 0) return "";
  const g = puff;
  const feet = [screen([-W / 2, 0, D / 2]), screen([W / 2, 0, D / 2])];
  const out = feet.map(([x, y], k) => {
    const side = k === 0 ? -1 : 1;
    // A little cloud rolling outward from each front foot.
    return [
      [side * (20 + 40 * g), -12 - 8 * g, 12 + 10 * g],
      [side * (42 + 52 * g), -6 - 4 * g, 9 + 8 * g],
      [side * (6 + 24 * g), -8 - 6 * g, 8 + 6 * g],
    ]
      .map(([dx = 0, dy = 0, rad = 0]) => `<circle cx="${r(x + dx)}" cy="${r(y + dy)}" r="${r(rad)}"/>`)
      .join("");
  });
  const fade = r(Math.min(1, 1.5 - g) * 10) / 10;
  // Outline first, fill on top: the circles merge into one cloud with a single outer edge.
  return `<g opacity="${fade}"><g fill="${ink}" stroke-width="8">${out.join("")}</g><g fill="${cream}" stroke="none">${out.join("")}</g></g>`;
}

/** Cartoon "thud" strokes by the lid's corners on the frame the lid lands. */
export function thud(show: boolean) {
  if (!show) return "";
  const corners = [
    screen([-W / 2 - LID_O, H + LID_T, D / 2 + LID_O]),
    screen([W / 2 + LID_O, H + LID_T, -D / 2 - LID_O]),
  ];
  const strokes = corners.flatMap(([x, y], k) =>
    [-30, 0, 30].map((a) => {
      const dir = ((k === 0 ? 215 : -35) + a) * deg;
      return `M${r(x + 22 * Math.cos(dir))} ${r(y + 22 * Math.sin(dir))}L${r(x + 48 * Math.cos(dir))} ${r(y + 48 * Math.sin(dir))}`;
    }),
  );
  const d = strokes.join("");
  return `<path d="${d}" fill="none" stroke="${cream}" stroke-width="13" stroke-linecap="round"/><path d="${d}" fill="none" stroke-width="6" stroke-linecap="round"/>`;
}

/** A twinkle on the lid's front corner: the box is never quite still. */
export function shine(amount: number) {
  if (amount <= 0) return "";
  const [x, y] = screen([-W / 2 - LID_O, H + LID_T, D / 2 + LID_O]);
  return poly(starPts(x - 6, y - 14, 30 * amount, 8 * amount, 4, { turn: 0 }), cream, ` stroke-width="4"`);
}
