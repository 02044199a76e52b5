import { arcPoints, onEllipse } from "../kit/hand-drawn.ts";
import { pts, type Pen } from "./pen.ts";
import type { Point } from "../kit/svg.ts";

// Everydays subjects with a face: creatures, birds, cats, fish, snails, ghosts and portraits, drawn quickly around
// (500, 540) on a 1000 × 1000 page. Each takes three knob indices (0–2) whose words are in
// src/everydays/subjects.ts, in the same order.

export type Knobs = readonly [number, number, number];
export type Subject = (p: Pen, k: Knobs) => void;

/** A lumpy closed outline around an ellipse: nothing drawn in thirty minutes is perfectly round. */
export const blob = (p: Pen, cx: number, cy: number, rx: number, ry: number, n = 12): Point[] =>
  Array.from({ length: n }, (_, i) => {
    const k = 0.93 + p.rng.next() * 0.14;
    return onEllipse(cx, cy, rx * k, ry * k, (i / n) * Math.PI * 2);
  });

/** An eye: open (a ring and a pupil) or closed (a downward arc). */
export function eye(p: Pen, x: number, y: number, size: number, open = true) {
  if (open) p.loop(x, y, size, size, undefined, 4).dot(x + size * 0.2, y + size * 0.15, size * 0.38);
  else p.line(arcPoints(x, y - size * 0.4, size, size * 0.7, 20, 160, 4), 5);
}

/** A mouth: a smile (0), a small "o" (1) or a flat line (2). */
export function mouth(p: Pen, x: number, y: number, w: number, mood: number) {
  if (mood === 0) p.line(arcPoints(x, y - w * 0.4, w, w * 0.6, 25, 155, 5), 5);
  else if (mood === 1) p.loop(x, y, w * 0.22, w * 0.28, undefined, 5);
  else p.seg(x - w * 0.6, y, x + w * 0.6, y + 3, 5);
}

const creature: Subject = (p, [eyes, top, grin]) => {
  if (top === 0) p.shape(pts("390 400, 360 300, 440 380"), 1).shape(pts("610 400, 640 300, 560 380"), 1);
  if (top === 1)
    p.seg(450, 380, 420, 270, 5).loop(418, 258, 16, 16, 1, 5).seg(550, 380, 590, 270, 5).loop(594, 258, 16, 16, 1, 5);
  if (top === 2) p.shape(pts("300 470, 200 560, 300 560"), 1).shape(pts("700 470, 800 560, 700 560"), 1);
  p.shape(blob(p, 500, 560, 230, 200), 0);
  p.loop(420, 770, 44, 22, 1).loop(580, 770, 44, 22, 1);
  const spots = ["500 500", "440 500, 560 500", "400 515, 500 465, 600 515"][eyes] ?? "500 500";
  pts(spots).forEach(([x, y]) => eye(p, x, y, eyes === 0 ? 50 : 34));
  if (grin === 0) {
    p.line(arcPoints(500, 590, 90, 50, 20, 160, 6), 6);
    p.line(pts("440 625, 455 648, 470 632, 485 652, 500 636, 515 652, 530 632, 545 648, 560 625"), 4);
  }
  if (grin === 1) mouth(p, 500, 630, 40, 0);
  if (grin === 2)
    p.line(arcPoints(500, 600, 70, 30, 20, 160, 6), 6).shape(pts("480 628, 478 680, 522 680, 520 628"), 1, 5);
};

/** The tails a knob (0–2) picks from, drawn behind the body: a bird's is filled, a cat's is one thick curl. */
const TAILS = {
  bird: ["360 600, 210 500, 230 600, 200 680", "350 620, 160 720, 190 740, 360 660", "350 600, 280 580, 300 650"],
  cat: [
    "610 760, 720 770, 700 650, 640 640",
    "390 760, 280 770, 300 650, 360 640",
    "640 720, 720 640, 710 520, 760 470",
  ],
} as const;
const tailOf = (animal: keyof typeof TAILS, knob: number): Point[] => pts(TAILS[animal][knob] ?? "");

const bird: Subject = (p, [crest, tail, mood]) => {
  p.line(pts("120 770, 500 752, 880 730"), 8).shape(pts("760 736, 820 690, 850 735"), 1, 4);
  p.shape(tailOf("bird", tail), 1).shape(blob(p, 510, 580, 180, 150), 0);
  p.line(arcPoints(540, 600, 120, 90, 30, 150, 6), 4);
  if (crest === 0) p.seg(480, 440, 450, 380, 5).seg(505, 434, 500, 370, 5).seg(530, 440, 550, 384, 5);
  if (crest === 2) p.line(pts("500 436, 490 400, 515 395, 505 415"), 5);
  eye(p, 580, 520, 16, mood !== 1);
  p.shape(pts(mood === 2 ? "665 535, 745 500, 665 565" : "665 535, 745 540, 665 565"), 1, 5);
  p.line(pts("470 725, 465 752, 450 762"), 5).line(pts("540 725, 545 752, 560 760"), 5);
  if (mood === 0) p.line(pts("770 430, 770 380, 800 370, 800 420"), 4).dot(762, 432, 10).dot(792, 422, 10);
};

const cat: Subject = (p, [coat, eyes, tail]) => {
  p.line(tailOf("cat", tail), 10).shape(blob(p, 500, 640, 170, 150), 0);
  p.shape(pts("420 350, 395 250, 470 320"), 1).shape(pts("580 350, 605 250, 530 320"), 1);
  p.shape(blob(p, 500, 420, 125, 105), 0);
  if (coat === 0) [560, 610, 660].forEach((y) => p.seg(360, y, 400, y + 12, 5).seg(640, y, 600, y + 12, 5));
  if (coat === 1) p.loop(440, 620, 24, 18, 1, 4).loop(560, 680, 28, 20, 1, 4).loop(590, 590, 18, 14, 1, 4);
  eye(p, 455, 410, 18, eyes === 1);
  eye(p, 545, 410, 18, eyes !== 0);
  p.shape(pts("490 450, 510 450, 500 462"), 1, 4);
  p.seg(420, 470, 340, 455, 3).seg(420, 482, 345, 492, 3).seg(580, 470, 660, 455, 3).seg(580, 482, 655, 492, 3);
  p.line(arcPoints(440, 770, 40, 24, 180, 360, 5), 5).line(arcPoints(560, 770, 40, 24, 180, 360, 5), 5);
};

const fish: Subject = (p, [pattern, bubbles, body]) => {
  const [rx, ry] = pts("200 150, 270 105, 210 190")[body] ?? [200, 150];
  const tail = 500 - rx;
  p.shape(pts("20 540, -130 430, -110 540, -130 650", tail), 1);
  p.shape(pts(`430 ${550 - ry}, 500 ${470 - ry}, 580 ${545 - ry}`), 1);
  p.shape(blob(p, 500, 540, rx, ry, 14), 0);
  if (body === 2) for (let a = 200; a < 340; a += 35) p.line(arcPoints(500, 540, rx + 30, ry + 30, a, a + 4, 1), 5);
  if (pattern === 0) [420, 480, 540].forEach((x) => p.line(arcPoints(x, 540, 40, ry * 0.8, 280, 440, 5), 5));
  if (pattern === 1) p.loop(430, 500, 22, 22, 1, 4).loop(500, 580, 26, 26, 1, 4).loop(400, 600, 16, 16, 1, 4);
  if (pattern === 2)
    pts("400 520, 450 560, 400 600, 450 500").forEach(([x, y]) => p.line(arcPoints(x, y, 28, 28, 300, 420, 4), 4));
  eye(p, 500 + rx * 0.55, 510, 22);
  p.line(arcPoints(500 + rx * 0.85, 565, 20, 14, 100, 250, 4), 5);
  const count = [2, 3, 5][bubbles] ?? 2;
  for (let i = 0; i < count; i++) p.loop(540 + rx + i * 24, 470 - i * 70, 16 + i * 5, 16 + i * 5, undefined, 4);
};

const snail: Subject = (p, [shell, ground, mood]) => {
  if (ground === 0) p.shape(pts("150 800, 500 700, 860 790, 500 870"), 1).seg(180, 798, 830, 790, 4);
  if (ground === 1) p.shape(blob(p, 800, 770, 70, 45), 1);
  if (ground === 2) p.line(arcPoints(480, 800, 330, 40, 0, 360, 12), 4);
  p.shape(pts("200 760, 220 680, 330 640, 700 700, 780 760"), 0);
  p.seg(250, 660, 220, 560, 5).dot(220, 555, 12).seg(290, 650, 290, 560, 5).dot(290, 552, 12);
  p.shape(blob(p, 530, 560, 160, 150), 1);
  if (shell === 0)
    p.line(
      Array.from({ length: 26 }, (_, i) => onEllipse(530, 560, 140 - i * 5, 130 - i * 5, i * 0.55)),
      5,
    );
  if (shell === 1) [440, 500, 560, 620].forEach((x) => p.seg(x, 430, x + 10, 700, 5));
  if (shell === 2) p.loop(480, 500, 26, 22, 0, 4).loop(590, 560, 30, 26, 0, 4).loop(510, 630, 22, 20, 0, 4);
  eye(p, 250, 690, 12, mood !== 1);
  if (mood === 2) p.seg(225, 650, 270, 665, 5);
  mouth(p, 235, 725, 22, mood === 2 ? 2 : 0);
};

const ghost: Subject = (p, [pose, prop, look]) => {
  if (prop === 0)
    pts("220 300, 780 260, 760 520").forEach(([x, y]) => p.seg(x, y - 26, x, y + 26, 5).seg(x - 26, y, x + 26, y, 5));
  if (prop === 1)
    p.shape(pts("740 640, 800 640, 800 800, 740 800"), 0).shape(pts("770 560, 790 610, 770 630, 750 610"), 1, 4);
  if (prop === 2) p.shape(pts("760 220, 720 280, 760 340, 730 280"), 1);
  const lean = pose === 1 ? 40 : 0;
  p.shape(
    pts(`${330 + lean} 780, 340 480, 500 300, 660 480, ${670 - lean} 780, 610 740, 560 790, 500 745, 440 790, 390 740`),
    0,
  );
  if (pose === 0) p.shape(pts("650 520, 760 430, 770 470, 660 580"), 0);
  if (pose === 2) p.seg(420, 840, 440, 880, 4).seg(500, 830, 500, 880, 4).seg(580, 840, 560, 880, 4);
  eye(p, 450, 500, 22, look !== 1);
  eye(p, 550, 500, 22, look !== 1);
  if (look === 2) p.loop(420, 560, 26, 14, 1, 3).loop(580, 560, 26, 14, 1, 3);
  mouth(p, 500, 590, 30, 1);
};

const face: Subject = (p, [hair, extra, mood]) => {
  p.line(pts("420 740, 410 800, 260 850, 230 960"), 6).line(pts("580 740, 590 800, 740 850, 770 960"), 6);
  if (hair === 0) p.loop(500, 300, 80, 70, 1);
  p.shape(blob(p, 500, 540, 170, 215), 0);
  if (hair === 0) p.shape(pts("330 500, 360 360, 500 330, 640 360, 670 500, 600 400, 400 400"), 1);
  if (hair === 1)
    for (let a = 190; a <= 350; a += 26) p.loop(...onEllipse(500, 520, 170, 200, (a * Math.PI) / 180), 44, 44, 1, 5);
  if (hair === 2) p.shape(pts("335 470, 350 360, 500 320, 650 360, 665 470, 560 410, 440 420"), 1);
  eye(p, 440, 540, 16, mood !== 2);
  eye(p, 560, 540, 16, mood !== 2);
  if (mood === 2) p.seg(415, 528, 465, 530, 5).seg(535, 530, 585, 528, 5);
  if (extra === 0)
    p.loop(440, 540, 46, 42, undefined, 5).loop(560, 540, 46, 42, undefined, 5).seg(486, 538, 514, 538, 5);
  if (extra === 2) p.loop(322, 640, 24, 34, 1, 5).loop(678, 640, 24, 34, 1, 5);
  p.line(pts("500 560, 488 620, 510 626"), 5);
  mouth(p, 500, 680, 44, mood);
};

export const CRITTERS: Record<string, Subject> = { creature, bird, cat, fish, snail, ghost, face };
