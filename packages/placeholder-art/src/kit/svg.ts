// Small helpers shared by the placeholder drawers.

/** A point [x, y]: the one point type of every drawer. */
export type Point = readonly [number, number];

/** Escapes text for SVG content and attribute values. */
export const esc = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A complete SVG document of the given pixel size. */
export const svgDoc = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Rounds coordinates so SVG text stays short and identical across runs. */
export const r = (n: number) => Math.round(n * 10) / 10;
