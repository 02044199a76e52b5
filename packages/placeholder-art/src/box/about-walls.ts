import { cream, gold, ink, linePath, night, onQuad, pathOf, plum, plumLight, poly } from "./kit.ts";
import { depthScale, inBox, stroke, wood, woodDark, type Rnd } from "./about-space.ts";
import { r } from "../kit/svg.ts";
import type { Point } from "../kit/svg.ts";
import { starPts } from "../kit/ink.ts";

// The studio's room around the desk: walls, floor and ceiling, and everything hung on them (the window, the cork
// board, the shelf, the poster, the paper-star mobiles and the string lights).

const wall = "#f7e7c8";
const cork = "#d9a862";

/** The room: ceiling, side walls, floor and back wall, one warm flat tone each so the corners read. */
export function aboutRoom(rnd: Rnd) {
  const q = (pts: Point[], fill: string) => poly(pts, fill, stroke(5));
  const parts = [
    q([inBox(0, 0, 0), inBox(1, 0, 0), inBox(1, 0, 1), inBox(0, 0, 1)], "#e0a945"),
    q([inBox(0, 0, 0), inBox(0, 0, 1), inBox(0, 1, 1), inBox(0, 1, 0)], "#efbd55"),
    q([inBox(1, 0, 0), inBox(1, 0, 1), inBox(1, 1, 1), inBox(1, 1, 0)], "#f5cd6c"),
    q([inBox(0, 1, 0), inBox(1, 1, 0), inBox(1, 1, 1), inBox(0, 1, 1)], wood),
    q([inBox(0, 0, 1), inBox(1, 0, 1), inBox(1, 1, 1), inBox(0, 1, 1)], wall),
  ];
  // Floorboards run toward the back wall.
  const boards = Array.from({ length: 9 }, (_, i) => {
    const X = (i + 1) / 10;
    const [a, b] = [inBox(X, 1, 0), inBox(X, 1, 1)];
    return `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
  }).join("");
  parts.push(`<path d="${boards}" fill="none" stroke="${woodDark}" stroke-width="3"/>`);
  // Star wallpaper: faint gold stars in a half-drop grid on the back wall.
  const stars: string[] = [];
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 7; col++) {
      const [x, y] = inBox((col + (row % 2) * 0.5 + 0.25) / 7, (row + 0.5) / 7, 1);
      stars.push(pathOf(starPts(x, y, 7 + rnd.int(0, 3), 3, 5, { turn: rnd.int(0, 40) })));
    }
  }
  parts.push(`<path d="${stars.join("")}" fill="#efcf8a" stroke="none"/>`);
  return parts.join("");
}

/** An arched window on the back wall, full of the night sky and a crescent moon. */
export function aboutWindow(rnd: Rnd) {
  const [x0, y0] = inBox(0.56, 0.1, 1);
  const [x1, y1] = inBox(0.9, 0.5, 1);
  const w = x1 - x0;
  const rad = w / 2;
  const arch = `M${r(x0)} ${r(y1)}V${r(y0 + rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(x1)} ${r(y0 + rad)}V${r(y1)}Z`;
  const moon = `<circle cx="${r(x0 + w * 0.68)}" cy="${r(y0 + rad * 0.85)}" r="${r(w * 0.15)}" fill="${cream}"/><circle cx="${r(x0 + w * 0.61)}" cy="${r(y0 + rad * 0.75)}" r="${r(w * 0.14)}" fill="${night}"/>`;
  const twinkles = Array.from({ length: 7 }, () =>
    pathOf(
      starPts(
        x0 + w * (0.12 + rnd.next() * 0.76),
        y0 + rad * 0.5 + (y1 - y0 - rad * 0.7) * rnd.next(),
        4 + rnd.int(0, 5),
        1.8,
        4,
      ),
    ),
  ).join("");
  const bars = `M${r(x0 + w / 2)} ${r(y0)}V${r(y1)}M${r(x0)} ${r(y0 + rad + (y1 - y0 - rad) * 0.35)}H${r(x1)}`;
  return (
    `<path d="${arch}" fill="${night}" stroke="${woodDark}" stroke-width="26"/>` +
    `<path d="${arch}" fill="none" stroke-width="5"/>` +
    `<g stroke="none">${moon}<path d="${twinkles}" fill="${gold}"/></g>` +
    `<path d="${bars}" fill="none" stroke="${woodDark}" stroke-width="12"/>` +
    // The sill.
    poly(
      [
        [x0 - 24, y1],
        [x1 + 24, y1],
        [x1 + 34, y1 + 22],
        [x0 - 34, y1 + 22],
      ],
      woodDark,
      stroke(5),
    )
  );
}

/** A doodle on a pinned card, in the card's own 100×100 box. */
const CARD_DOODLES = [
  // a worm
  `<path d="M18 70C30 40 45 80 58 55S80 40 84 30" fill="none" stroke="${plum}" stroke-width="9" stroke-linecap="round"/><circle cx="84" cy="28" r="3" fill="${ink}" stroke="none"/>`,
  // a star
  `<path d="${pathOf(starPts(50, 52, 34, 15))}" fill="${gold}" stroke-width="4"/>`,
  // a grinning face
  `<circle cx="50" cy="50" r="32" fill="${plumLight}" stroke-width="4"/><circle cx="39" cy="44" r="5" fill="${ink}" stroke="none"/><circle cx="61" cy="44" r="5" fill="${ink}" stroke="none"/><path d="M34 60Q50 76 66 60" fill="none" stroke-width="4" stroke-linecap="round"/>`,
  // a spiral
  `<path d="M50 50m0 -4a4 4 0 1 1 -4 4a10 10 0 0 1 10 -10a16 16 0 0 1 16 16a22 22 0 0 1 -22 22a28 28 0 0 1 -28 -28" fill="none" stroke="${plum}" stroke-width="6" stroke-linecap="round"/>`,
  // a little box
  `<path d="M22 46H78V82H22Z" fill="${gold}" stroke-width="4"/><path d="M16 32L80 24L84 40L20 48Z" fill="${plum}" stroke-width="4"/>`,
  // a heart
  `<path d="M50 80C20 60 16 36 32 28S50 34 50 42C50 34 60 22 72 28S80 60 50 80Z" fill="${plumLight}" stroke-width="4"/>`,
];

/** A cork board on the back wall with sketches pinned to it. */
export function aboutBoard(rnd: Rnd) {
  const [x0, y0] = inBox(0.08, 0.12, 1);
  const [x1, y1] = inBox(0.46, 0.46, 1);
  const cards: string[] = [];
  const slots: Point[] = [
    [0.05, 0.08],
    [0.38, 0.05],
    [0.68, 0.1],
    [0.1, 0.52],
    [0.42, 0.5],
    [0.7, 0.55],
  ];
  const size = (x1 - x0) * 0.26;
  slots.forEach(([sx, sy], i) => {
    const doodle = CARD_DOODLES[(i + rnd.int(0, CARD_DOODLES.length - 1)) % CARD_DOODLES.length] ?? "";
    const cx = x0 + (x1 - x0) * sx;
    const cy = y0 + (y1 - y0) * sy;
    const tilt = rnd.int(-8, 8);
    cards.push(
      `<g transform="translate(${r(cx)} ${r(cy)}) rotate(${tilt}) scale(${r((size / 100) * 100) / 100})">` +
        `<rect width="100" height="100" fill="${cream}" stroke-width="4"/>${doodle}` +
        `<circle cx="50" cy="4" r="7" fill="${i % 2 ? gold : plum}" stroke-width="3"/></g>`,
    );
  });
  return `<rect x="${r(x0)}" y="${r(y0)}" width="${r(x1 - x0)}" height="${r(y1 - y0)}" rx="6" fill="${cork}" stroke="${woodDark}" stroke-width="14"/><rect x="${r(x0)}" y="${r(y0)}" width="${r(x1 - x0)}" height="${r(y1 - y0)}" rx="6" fill="none" stroke-width="5"/>${cards.join("")}`;
}

/** String lights looping across the room, each bulb with a soft halo. */
export function aboutLights() {
  const at = (t: number) => inBox(t, 0.03 + 0.13 * 4 * t * (1 - t), 0.3);
  const wire = Array.from({ length: 25 }, (_, i) => at(i / 24));
  const bulbs = Array.from({ length: 9 }, (_, i) => at((i + 0.5) / 9));
  return (
    `<path d="${linePath(wire)}" fill="none" stroke-width="4"/>` +
    `<g stroke="none" fill="#ffe7a3" opacity="0.45">${bulbs.map(([x, y]) => `<circle cx="${r(x)}" cy="${r(y + 14)}" r="26"/>`).join("")}</g>` +
    bulbs
      .map(
        ([x, y], i) =>
          `<ellipse cx="${r(x)}" cy="${r(y + 14)}" rx="9" ry="12" fill="${i % 3 === 1 ? plumLight : gold}" stroke-width="3.5"/>`,
      )
      .join("")
  );
}

/** A shelf on the left wall with a row of sketchbooks and a jar of brushes. */
export function aboutShelf() {
  const Y = 0.36;
  const board = [inBox(0, Y, 0.3), inBox(0, Y, 0.78), inBox(0.07, Y, 0.78), inBox(0.07, Y, 0.3)];
  const books: string[] = [];
  const colours = [plum, gold, plumLight, cream, plum, gold];
  colours.forEach((fill, i) => {
    const Z = 0.72 - i * 0.07;
    const k = depthScale(Z);
    const [x, y] = inBox(0.035, Y, Z);
    const h = (110 + ((i * 37) % 40)) * k;
    const w = 34 * k;
    const lean = i === 4 ? 12 : 0;
    books.push(
      `<g transform="translate(${r(x)} ${r(y)}) rotate(${lean})"><rect x="${r(-w / 2)}" y="${r(-h)}" width="${r(w)}" height="${r(h)}" rx="3" fill="${fill}" stroke-width="4"/><path d="M${r(-w / 2)} ${r(-h * 0.8)}H${r(w / 2)}" stroke-width="3"/></g>`,
    );
  });
  return poly(board, woodDark, stroke(5)) + books.join("");
}

/** A framed poster of the studio's star on the right wall, foreshortened with the wall. */
export function aboutPoster() {
  const frame: [Point, Point, Point, Point] = [
    inBox(1, 0.2, 0.22),
    inBox(1, 0.2, 0.56),
    inBox(1, 0.5, 0.56),
    inBox(1, 0.5, 0.22),
  ];
  const [m0, m1] = [0.1, 0.9];
  const inner: [Point, Point, Point, Point] = [
    onQuad(frame, m0, m0),
    onQuad(frame, m1, m0),
    onQuad(frame, m1, m1),
    onQuad(frame, m0, m1),
  ];
  const star = starPts(0.5, 0.5, 0.32, 0.14).map(([u, v]) => onQuad(inner, u, v));
  const dots = [
    [0.2, 0.2],
    [0.8, 0.25],
    [0.75, 0.8],
    [0.22, 0.78],
  ].map(([u = 0, v = 0]) => {
    const [x, y] = onQuad(inner, u, v);
    return `<circle cx="${r(x)}" cy="${r(y)}" r="6" fill="${gold}" stroke="none"/>`;
  });
  return poly(frame, plum, stroke(5)) + poly(inner, cream, stroke(4)) + dots.join("") + poly(star, gold, stroke(4));
}

/** Paper stars dangling from the ceiling on threads. */
export function aboutMobiles() {
  return [
    [0.2, 0.5, 0.16, 22],
    [0.66, 0.8, 0.2, 18],
    [0.86, 0.35, 0.13, 24],
  ]
    .map(([X = 0, Z = 0, drop = 0, size = 0]) => {
      const [x, y0] = inBox(X, 0, Z);
      const [, y1] = inBox(X, drop, Z);
      const k = depthScale(Z);
      return (
        `<path d="M${r(x)} ${r(y0)}V${r(y1)}" stroke-width="2.5"/>` +
        poly(starPts(x, y1 + size * k, size * k * 1.4, size * k * 0.62), X > 0.5 ? plumLight : gold, stroke(4))
      );
    })
    .join("");
}
