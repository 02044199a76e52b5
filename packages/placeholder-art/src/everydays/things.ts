import { arcPoints, onEllipse } from "../kit/hand-drawn.ts";
import { pts } from "./pen.ts";
import { blob, eye, mouth, type Subject } from "./critters.ts";
import type { Point } from "../kit/svg.ts";

// Everydays subjects that are things and places: plants, mugs, houses, mushrooms, robots, fruit and rockets, drawn
// around (500, 540) on a 1000 × 1000 page, with the same three-knob scheme as the critters.

const rad = (deg: number) => (deg * Math.PI) / 180;

const flower = (p: Parameters<Subject>[0], x: number, y: number, size: number) => {
  for (let a = 0; a < 360; a += 72) p.loop(...onEllipse(x, y, size, size, rad(a)), size * 0.7, size * 0.7, 1, 4);
  p.dot(x, y, size * 0.45);
};

const plant: Subject = (p, [kind, pot, flowers]) => {
  if (kind === 0) {
    p.shape(pts("440 650, 430 330, 500 270, 570 330, 560 650"), 0);
    p.shape(pts("440 500, 350 470, 350 380, 400 390, 405 450, 440 440"), 0);
    p.shape(pts("560 460, 640 430, 650 340, 600 345, 595 400, 560 410"), 0);
    for (let y = 330; y < 620; y += 60) p.seg(470, y, 458, y - 12, 3).seg(530, y + 30, 542, y + 18, 3);
  }
  if (kind === 1)
    pts("430 330, 560 280, 650 420, 340 440").forEach(([x, y]) => {
      // A broad monstera leaf: notched where the stem meets it, split by two slits.
      p.seg(500, 650, x, y + 55, 5);
      p.shape(pts("0 40, -50 70, -100 10, -70 -60, 0 -75, 70 -60, 100 10, 50 70", x, y), 0);
      p.seg(x - 25, y, x - 80, y - 25, 4).seg(x + 25, y + 10, x + 85, y - 5, 4);
    });
  if (kind === 2)
    for (let a = 180; a <= 360; a += 30) {
      const [tx, ty] = onEllipse(500, 610, 170, 190, rad(a));
      const [mx, my] = [(500 + tx) / 2, (640 + ty) / 2];
      p.shape(
        [
          [500, 640],
          [mx - 30, my],
          [tx, ty],
          [mx + 30, my],
        ] as Point[],
        0,
        5,
      );
    }
  const count = [1, 0, 2][flowers] ?? 0;
  for (let i = 0; i < count; i++) flower(p, 450 + i * 110, 300 + i * 40, 22);
  p.shape(pts("360 640, 640 640, 600 850, 400 850"), 1);
  if (pot === 0) p.seg(375, 700, 625, 700, 5).seg(380, 760, 620, 760, 5);
  if (pot === 1) pts("440 700, 520 760, 580 700, 470 800, 560 810").forEach(([x, y]) => p.dot(x, y, 9));
};

const mug: Subject = (p, [decor, steam, side]) => {
  if (side === 0) p.line(arcPoints(500, 800, 260, 50, 0, 360, 12), 5);
  p.loop(660, 620, 70, 80, undefined, 8);
  p.shape(pts("360 470, 640 470, 625 780, 375 780"), 0);
  p.line(arcPoints(500, 470, 140, 26, 0, 360, 10), 5);
  if (decor === 0) pts("430 560, 520 600, 580 540, 450 680, 560 700").forEach(([x, y]) => p.dot(x, y, 14));
  if (decor === 1) [560, 640, 720].forEach((y) => p.seg(372, y, 628, y, 6));
  if (decor === 2) p.shape(pts("500 700, 430 620, 450 570, 500 600, 550 570, 570 620"), 1);
  const wisps = [3, 1, 0][steam] ?? 1;
  for (let i = 0; i < wisps; i++) p.line(pts("440 430, 420 370, 460 320, 440 260", i * 60), 4);
  if (steam === 2) p.line(pts("520 480, 580 400, 610 440"), 3).shape(pts("590 440, 650 440, 650 500, 590 500"), 1, 4);
  if (side === 1) p.shape(pts("720 800, 860 700, 880 720, 740 820"), undefined, 5).loop(880, 700, 30, 20, undefined, 5);
  if (side === 2) p.loop(220, 760, 80, 60, 1).dot(200, 740, 8).dot(240, 770, 8).dot(210, 785, 8);
};

const house: Subject = (p, [sky, garden, detail]) => {
  if (sky === 0) {
    p.loop(780, 230, 60, 60, 1);
    for (let a = 0; a < 360; a += 45)
      p.line([onEllipse(780, 230, 85, 85, rad(a)), onEllipse(780, 230, 115, 115, rad(a))], 5);
  }
  if (sky === 1) p.shape(pts("800 170, 720 240, 790 320, 750 240"), 1);
  if (sky === 2) p.shape(pts("660 260, 700 200, 780 210, 830 260, 800 290, 680 290"), undefined, 5);
  p.shape(pts("60 900, 200 760, 500 700, 800 760, 940 900"), 1);
  if (detail === 2) {
    p.shape(pts("550 470, 590 470, 590 400, 550 400"), undefined, 5);
    p.line(pts("570 380, 590 330, 560 290, 590 240"), 4);
  }
  p.shape(pts("400 560, 600 560, 600 730, 400 730"), 0);
  p.shape(pts("370 570, 500 440, 630 570"), 1);
  if (detail === 0) p.shape(pts("470 730, 470 640, 530 640, 530 730"), 1, 5);
  else p.line(pts("480 730, 480 660, 520 660, 520 730"), 5);
  if (detail === 1) p.loop(560, 610, 26, 26, 0, 5);
  if (garden === 0) p.seg(230, 800, 230, 700, 6).shape(blob(p, 230, 640, 70, 70), 0);
  if (garden === 1) p.shape(pts("230 800, 170 780, 230 600, 290 780"), 0);
  if (garden === 2) [640, 690, 740, 790].forEach((x) => p.seg(x, 790, x, 730, 4));
};

const mushrooms: Subject = (p, [count, caps, extra]) => {
  pts("500 520, 380 580, 630 600")
    .slice(0, count + 1)
    .forEach(([x, y], i) => {
      const s = i === 0 ? 1 : 0.65;
      p.shape(pts("-40 0, -50 260, 50 260, 40 0", x, y, s), 0);
      p.shape(pts("-170 10, -120 -120, 0 -160, 120 -120, 170 10", x, y, s), 1);
      if (caps === 0) pts("-70 -60, 30 -100, 90 -40", x, y, s).forEach(([a, b]) => p.loop(a, b, 20 * s, 16 * s, 0, 4));
      if (caps === 1) [-60, 0, 60].forEach((a) => p.seg(x + a * s, y - 140 * s, x + a * 1.6 * s, y, 4));
    });
  if (extra === 0) [220, 300, 700, 780].forEach((x) => p.line(pts("-20 820, 0 770, 20 820", x), 4));
  if (extra === 1) {
    const shell = Array.from({ length: 14 }, (_, i) => onEllipse(780, 770, 40 - i * 2.5, 40 - i * 2.5, i * 0.7));
    p.line(shell, 4).seg(740, 810, 860, 810, 5);
  }
  if (extra === 2) pts("380 260, 460 210, 560 240, 640 300, 520 170").forEach(([x, y]) => p.dot(x, y, 7));
  p.seg(150, 850, 850, 850, 5);
};

const robot: Subject = (p, [top, eyes, arms]) => {
  if (top === 0) p.seg(500, 350, 500, 270, 5).loop(500, 255, 18, 18, 1, 5);
  if (top === 1) p.line(arcPoints(500, 300, 70, 40, 200, 340, 6), 6).seg(500, 350, 500, 300, 5);
  if (top === 2) p.seg(500, 350, 500, 290, 5).loop(450, 285, 50, 12, 1, 4).loop(550, 285, 50, 12, 1, 4);
  p.shape(pts("400 350, 600 350, 600 520, 400 520"), 0);
  p.shape(pts("380 560, 620 560, 620 780, 380 780"), 1);
  p.seg(440, 780, 440, 860, 8).seg(560, 780, 560, 860, 8);
  if (eyes === 0) [455, 545].forEach((x) => eye(p, x, 430, 24));
  if (eyes === 1) p.shape(pts("420 410, 580 410, 580 455, 420 455"), 1, 5);
  if (eyes === 2) eye(p, 500, 435, 40);
  mouth(p, 500, 485, 40, 2);
  [460, 500, 540].forEach((x) => p.dot(x, 620, 10));
  const left = ["380 600, 300 480, 290 420", "380 600, 310 680, 300 760", "380 600, 280 600, 240 520"][arms] ?? "";
  p.line(pts(left), 7).line(pts(arms === 0 ? "620 600, 700 480, 705 420" : "620 600, 700 700, 705 760"), 7);
  if (arms === 2) p.seg(240, 520, 240, 430, 4).loop(240, 410, 26, 26, 0, 4);
};

const fruit: Subject = (p, [kind, leaf, mood]) => {
  const outline = [
    "280 560, 340 420, 500 380, 660 420, 720 560, 660 700, 500 740, 340 700",
    "500 300, 580 380, 600 500, 700 640, 640 780, 500 810, 360 780, 300 640, 400 500, 420 380",
    "500 390, 620 330, 720 450, 700 650, 580 780, 500 760, 420 780, 300 650, 280 450, 380 330",
  ][kind];
  const lift = kind === 1 ? 90 : 0;
  p.seg(500, 390 - lift, 510, 300 - lift, 7);
  if (leaf !== 2) p.shape(pts("510 320, 600 260, 640 300, 560 340", 0, -kind * 30), 1, 5);
  if (leaf === 1) p.shape(pts("500 320, 410 270, 380 310, 450 340", 0, -kind * 30), 1, 5);
  p.shape(pts(outline ?? ""), 0);
  if (leaf === 2) p.line(arcPoints(700, 560, 50, 80, 100, 260, 8), 6);
  eye(p, 450, 560, 18, mood !== 1);
  eye(p, 560, 560, 18, mood !== 1);
  mouth(p, 505, 640, 40, mood === 2 ? 1 : 0);
};

const rocket: Subject = (p, [fins, windows, exhaust]) => {
  pts("180 220, 820 300, 760 700, 240 640, 300 150").forEach(([x, y]) => p.dot(x, y, 6));
  if (exhaust === 0) p.shape(pts("440 760, 500 930, 560 760"), 1).shape(pts("470 760, 500 860, 530 760"), 0, 4);
  if (exhaust === 1) [450, 540, 500].forEach((x, i) => p.loop(x, 830 + i * 35, 50 + (i % 2) * 10, 40, undefined, 5));
  if (exhaust === 2)
    pts("420 850, 580 870, 500 920").forEach(([x, y]) => p.seg(x - 20, y, x + 20, y, 4).seg(x, y - 20, x, y + 20, 4));
  p.shape(pts("410 600, 320 760, 420 740"), 1).shape(pts("590 600, 680 760, 580 740"), 1);
  if (fins === 1) p.shape(pts("490 640, 500 790, 510 640"), 1, 5);
  p.shape(pts("420 760, 410 450, 500 230, 590 450, 580 760"), 0);
  p.shape(pts("440 360, 500 230, 560 360"), 1, 5);
  if (fins === 2) p.seg(350, 700, 400, 690, 4).seg(600, 690, 650, 700, 4);
  if (windows === 0) p.loop(500, 480, 50, 50, 1, 6);
  if (windows === 1) p.loop(500, 450, 34, 34, 1, 5).loop(500, 560, 34, 34, 1, 5);
  if (windows === 2)
    p.shape(pts("500 440, 520 490, 570 495, 530 525, 545 575, 500 545, 455 575, 470 525, 430 495, 480 490"), 1, 5);
};

export const THINGS: Record<string, Subject> = { plant, mug, house, mushrooms, robot, fruit, rocket };
