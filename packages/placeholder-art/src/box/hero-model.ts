import { cream, deg, ink, mix, onQuad } from "./kit.ts";
import type { Point } from "../kit/svg.ts";

// The hero's tiny 3D model: a box seen from the front-left and a little above, projected orthographically, drawn
// with painter's order and back-face culling. A real model (rather than flat shapes) lets the lid swing on a hinge.

export type V3 = readonly [number, number, number];

export const HERO = 640;
const YAW = -32 * deg;
const PITCH = 26 * deg;
/** Where the middle of the box's base sits on the canvas: every frame is anchored here, so the box never drifts. */
export const ANCHOR: Point = [HERO / 2 + 8, 532];
export const W = 262; // body width (x)
export const D = 196; // body depth (z)
export const H = 160; // body height (y)
export const WALL = 15;
export const LID_T = 42;
export const LID_O = 10; // the lid overhangs the body on every side, like a real gift box
const LIGHT: V3 = (() => {
  const l = [-0.45, 0.8, 0.55] as const;
  const n = Math.hypot(...l);
  return [l[0] / n, l[1] / n, l[2] / n];
})();

/** Model → view space: [right, up, toward the viewer]. A rotation, so it also turns normals. */
function view([x, y, z]: V3): V3 {
  const xr = x * Math.cos(YAW) + z * Math.sin(YAW);
  const zr = -x * Math.sin(YAW) + z * Math.cos(YAW);
  return [xr, y * Math.cos(PITCH) - zr * Math.sin(PITCH), y * Math.sin(PITCH) + zr * Math.cos(PITCH)];
}
export const screen = (p: V3): Point => {
  const v = view(p);
  return [ANCHOR[0] + v[0], ANCHOR[1] - v[1]];
};

/** One face of a cuboid: its projected corners a b c d (u runs a→b, v runs a→d) and its normal in view space. */
export type Face = { name: string; pts: readonly [Point, Point, Point, Point]; n: V3; w: number; h: number };

/** The six faces of an axis-aligned cuboid, optionally moved by a rigid motion (points and normals). */
export function cuboid(lo: V3, hi: V3, move: (p: V3) => V3 = (p) => p, turn: (n: V3) => V3 = (n) => n): Face[] {
  const [x0, y0, z0] = lo;
  const [x1, y1, z1] = hi;
  const face = (name: string, n: V3, w: number, h: number, ...c: [V3, V3, V3, V3]): Face => ({
    name,
    n: view(turn(n)),
    w,
    h,
    pts: [screen(move(c[0])), screen(move(c[1])), screen(move(c[2])), screen(move(c[3]))],
  });
  const [w, h, d] = [x1 - x0, y1 - y0, z1 - z0];
  return [
    face("front", [0, 0, 1], w, h, [x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]),
    face("back", [0, 0, -1], w, h, [x1, y0, z0], [x0, y0, z0], [x0, y1, z0], [x1, y1, z0]),
    face("right", [1, 0, 0], d, h, [x1, y0, z1], [x1, y0, z0], [x1, y1, z0], [x1, y1, z1]),
    face("left", [-1, 0, 0], d, h, [x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]),
    face("top", [0, 1, 0], w, d, [x0, y1, z1], [x1, y1, z1], [x1, y1, z0], [x0, y1, z0]),
    face("bottom", [0, -1, 0], w, d, [x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]),
  ];
}

export const facing = (f: Face) => f.n[2] > 0.02;

/** A point on a face, in the face's own pixels (x along a→b, y along a→d): planar, so bilinear is exact. */
export const onFace = (f: Face, x: number, y: number): Point => onQuad(f.pts, x / f.w, y / f.h);

/** Flat shading from the face's normal: a few tones of one colour, brighter toward the light. */
export function shade(base: string, n: V3) {
  const b = n[0] * LIGHT[0] + n[1] * LIGHT[1] + n[2] * LIGHT[2];
  return b >= 0.55 ? mix(base, cream, (b - 0.55) * 0.55) : mix(base, ink, (0.55 - b) * 0.45);
}

/** A strap running across a face at its middle, `width` pixels wide, along the face's v direction. */
export function strapV(f: Face, width: number): Point[] {
  const x0 = (f.w - width) / 2;
  return [onFace(f, x0, 0), onFace(f, x0 + width, 0), onFace(f, x0 + width, f.h), onFace(f, x0, f.h)];
}
/** The same strap along the face's u direction: with strapV it ties a cross over the lid's top. */
export function strapU(f: Face, width: number): Point[] {
  const y0 = (f.h - width) / 2;
  return [onFace(f, 0, y0), onFace(f, f.w, y0), onFace(f, f.w, y0 + width), onFace(f, 0, y0 + width)];
}
