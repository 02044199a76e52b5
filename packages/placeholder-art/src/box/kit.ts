import { r } from "../kit/svg.ts";
import type { Point } from "../kit/svg.ts";

// The drawing kit both box pictures share: the studio's palette, a few 2D helpers, and the two characters that
// appear in the hero animation and again in the about picture (the imp and the flying pencil), so they stay the
// same characters in both places.

export const ink = "#221a2e";
export const cream = "#fbf6ee";
export const plum = "#7a2fb8";
export const gold = "#f2c14e";
export const plumLight = "#b27ee0";
/** The dark inside of a box, and the night sky in the studio's window. */
export const night = "#2c1944";

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number) {
  const ch = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const k = Math.min(1, Math.max(0, t));
  let out = "#";
  for (let i = 0; i < 3; i++)
    out += Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * k)
      .toString(16)
      .padStart(2, "0");
  return out;
}

export const deg = Math.PI / 180;
/** An open polyline through the points, as SVG path data. */
export const linePath = (pts: readonly Point[]) => `M${pts.map(([x, y]) => `${r(x)} ${r(y)}`).join("L")}`;
/** A closed polygon through the points, as SVG path data. */
export const pathOf = (pts: readonly Point[]) => `${linePath(pts)}Z`;
export const ease = (t: number) => t * t * (3 - 2 * t);
export const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

export const poly = (pts: readonly Point[], fill: string, extra = "") =>
  `<path d="${pathOf(pts)}" fill="${fill}"${extra}/>`;

/**
 * A point on a flat quad a b c d by bilinear interpolation (u runs a→b, v runs a→d): exact for a projected
 * parallelogram like a face of the hero's box, and close enough to perspective for small pictures on a wall.
 */
export function onQuad([a, b, c, d]: readonly [Point, Point, Point, Point], u: number, v: number): Point {
  const top: Point = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
  const bottom: Point = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

/** The imp: a cream gumdrop with plum horns. (x, y) is its bottom centre; `wave` swings its arms, `look` its eyes. */
export function imp(x: number, y: number, s: number, wave: number, look: number, arms = true) {
  const arm = (side: 1 | -1, angle: number) => {
    const a = angle * deg;
    const sx = side * 36;
    const ex = sx + side * 40 * Math.cos(a);
    const ey = -44 - 40 * Math.sin(a);
    // Cream arms with an ink edge, so they read against the dark lining behind them.
    const d = `M${sx} -44L${r(ex)} ${r(ey)}`;
    return `<path d="${d}" fill="none" stroke-width="14" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${cream}" stroke-width="6" stroke-linecap="round"/><circle cx="${r(ex)}" cy="${r(ey)}" r="8" fill="${cream}" stroke-width="4"/>`;
  };
  const lx = r(look);
  return (
    `<g transform="translate(${r(x)} ${r(y)}) scale(${r(s * 100) / 100})">` +
    (arms ? arm(-1, 55 + wave * 40) + arm(1, 5 - wave * 20) : "") +
    `<path d="M-27 -84L-38 -114L-10 -94ZM27 -84L38 -114L10 -94Z" fill="${plum}" stroke-width="4.5"/>` +
    `<path d="M-42 0C-44 -54-32 -96 0 -96S44 -54 42 0Z" fill="${cream}" stroke-width="5"/>` +
    `<g stroke="none"><ellipse cx="${-15 + lx}" cy="-60" rx="9.5" ry="12" fill="${ink}"/><ellipse cx="${15 + lx}" cy="-60" rx="9.5" ry="12" fill="${ink}"/>` +
    `<circle cx="${-12 + lx}" cy="-64" r="3.4" fill="${cream}"/><circle cx="${18 + lx}" cy="-64" r="3.4" fill="${cream}"/>` +
    `<ellipse cx="-27" cy="-40" rx="7" ry="4.5" fill="${plumLight}" opacity="0.6"/><ellipse cx="27" cy="-40" rx="7" ry="4.5" fill="${plumLight}" opacity="0.6"/></g>` +
    `<path d="M-15 -38Q0 -24 15 -38" fill="none" stroke-width="4.5" stroke-linecap="round"/>` +
    `<path d="M6 -33L9 -25L12 -35Z" fill="${cream}" stroke-width="2"/>` +
    `</g>`
  );
}

/** The pencil sprite's flight, relative to the opening: up the left, a loop-the-loop on top, down the right. */
export function pencilPath(s: number): Point {
  const t = clamp01(s);
  const phi = 2 * Math.PI * ease(clamp01((t - 0.4) / 0.22));
  return [
    -170 * Math.sin(2 * Math.PI * t) + 45 * Math.sin(phi),
    -185 * Math.pow(Math.sin(Math.PI * t), 0.8) + 40 * Math.sin(2 * Math.PI * t) - 45 * (1 - Math.cos(phi)),
  ];
}

/** A plum line with a cream edge (the sticker look), readable on a light or a dark page. */
export function doodle(pts: readonly Point[], width: number) {
  const d = linePath(pts);
  const line = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  return `<path d="${d}" ${line} stroke="${cream}" stroke-width="${width * 2}"/><path d="${d}" ${line} stroke="${plum}" stroke-width="${width}"/>`;
}

/** The pencil character, its tip pointing at `angle` degrees; flipped when pointing left so its face stays upright. */
export function pencilSprite([x, y]: Point, angle: number, scale: number) {
  const a = ((angle % 360) + 360) % 360;
  const flip = a > 90 && a < 270 ? -1 : 1;
  return (
    `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(a)}) scale(${scale} ${flip * scale})">` +
    `<path d="M-30 -10H14L36 0L14 10H-30Z" fill="${gold}" stroke-width="3.5"/>` +
    `<path d="M14 -10L36 0L14 10Z" fill="${cream}" stroke-width="3.5"/>` +
    `<path d="M29 -3L36 0L29 3Z" fill="${ink}" stroke="none"/>` +
    `<path d="M-42 -10H-30V10H-42Q-46 0-42 -10Z" fill="${plumLight}" stroke-width="3.5"/>` +
    `<g stroke="none" fill="${ink}"><circle cx="-12" cy="-3" r="2.6"/><circle cx="-2" cy="-3" r="2.6"/></g>` +
    `<path d="M-11 3Q-7 7-3 3" fill="none" stroke-width="2.2" stroke-linecap="round"/>` +
    `</g>`
  );
}
