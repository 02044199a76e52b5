// The face of the shared human characters (parts.ts): eyes and brows by expression, the mouth, facial hair,
// eyewear and the extras (earrings, headphones, bandana…), all placed around the face's half-width `fw`.
import type { Character } from "./traits.ts";
import type { Look } from "./look.ts";
import { aroundFace } from "./hair.ts";
import { ellipsePts, moved, type Pen, pts } from "../kit/ink.ts";

const X = 500;
/** Eye whites and shirt fronts: a warm white that sits on cream paper and bright comics alike. */
export const WHITE = "#fffdf6";

export function eyes(pen: Pen, c: Character, look: Look): string {
  const one = (x: number, wink: boolean) => {
    if (wink) return pen.line(moved("-30 444, 0 430, 30 444", x, 0), { lw: look.lw * 1.1 });
    const ry = c.expression === "shout" ? 26 : c.expression === "calm" ? 15 : 20;
    const lid = c.expression === "calm" ? pen.line(moved("-32 440, 32 440", x, 0), { lw: look.lw }) : "";
    return (
      pen.ellipse(x, 442, 30, ry, WHITE, { lw: look.lw * 0.8 }) +
      pen.circle(x + 3, 444, c.expression === "shout" ? 9 : 13, look.ink, { lw: 0 }) +
      pen.circle(x - 3, 438, 4, WHITE, { lw: 0 }) +
      lid
    );
  };
  const lift = { grin: [-14, -14], smirk: [0, -18], shout: [14, 14], calm: [0, 0], wink: [8, -12] }[c.expression];
  const brow = (x: number, side: 1 | -1, dy: number) =>
    pen.line(
      [
        [x - 32 * side, 395 - dy * 0.3],
        [x, 384 - dy],
        [x + 34 * side, 392 + (c.expression === "shout" ? 14 : 0)],
      ],
      { lw: look.lw * 1.5 },
    );
  return one(440, false) + one(560, c.expression === "wink") + brow(440, -1, lift[0] ?? 0) + brow(560, 1, lift[1] ?? 0);
}

export function mouth(pen: Pen, c: Character, look: Look): string {
  const dark = look.mouth;
  switch (c.expression) {
    case "grin":
      return (
        pen.shape(pts("446 548, 554 548, 530 590, 500 600, 470 590"), dark, { smooth: true }) +
        pen.shape(pts("452 550, 548 550, 540 564, 460 564"), WHITE, { lw: look.lw * 0.5 })
      );
    case "shout":
      return pen.ellipse(X, 572, 34, 42, dark) + pen.fill(ellipsePts(X, 596, 22, 12, 10), look.tongue);
    case "smirk":
      return pen.line(pts("458 566, 490 570, 530 560, 548 544"), { lw: look.lw });
    case "calm":
      return pen.line(pts("466 562, 500 572, 534 562"), { lw: look.lw });
    case "wink":
      return (
        pen.line(pts("454 556, 500 580, 546 556"), { lw: look.lw }) +
        pen.shape(pts("496 572, 524 570, 522 592, 506 596"), look.tongue, { smooth: true, lw: look.lw * 0.6 })
      );
  }
}

export function facialHair(pen: Pen, c: Character, fw: number, colour: string, look: Look): string {
  switch (c.facialHair) {
    case "full beard":
      return pen.shape(
        aroundFace(
          fw,
          "-1.0 420, -0.98 530, -0.66 640, 0 690, 0.66 640, 0.98 530, 1.0 420, 0.8 500, 0.4 530, 0 522, -0.4 530, -0.8 500",
        ),
        colour,
        { smooth: true },
      );
    case "goatee":
      return (
        pen.shape(pts("452 600, 500 596, 548 600, 530 650, 500 668, 470 650"), colour, { smooth: true }) +
        pen.shape(pts("450 540, 500 526, 550 540, 540 552, 500 542, 460 552"), colour, { smooth: true })
      );
    case "handlebar moustache":
      return pen.shape(
        pts(
          "500 530, 540 524, 580 540, 604 512, 608 540, 580 566, 500 548, 420 566, 392 540, 396 512, 420 540, 460 524",
        ),
        colour,
        { smooth: true },
      );
    case "stubble":
      // A shadow over the jaw in the series' own shading (dots in comics, a darker tone in flash).
      return pen.fill(
        aroundFace(fw, "-0.95 470, -0.62 600, 0 636, 0.62 600, 0.95 470, 0.5 540, 0 528, -0.5 540"),
        look.shadow(look.skin[c.skin]),
      );
    case "none":
      return "";
  }
}

export function eyewear(pen: Pen, c: Character, fw: number, look: Look): string {
  switch (c.eyewear) {
    case "round glasses":
      return (
        [440, 560].map((x) => pen.circle(x, 442, 46, "#ffffff22", { lw: look.lw * 0.9 })).join("") +
        pen.line(pts("486 440, 500 432, 514 440"), { lw: look.lw * 0.8 }) +
        pen.line(
          [
            [394, 436],
            [X - fw, 420],
          ],
          { lw: look.lw * 0.8 },
        ) +
        pen.line(
          [
            [606, 436],
            [X + fw, 420],
          ],
          { lw: look.lw * 0.8 },
        )
      );
    case "shades":
      return (
        pen.shape(pts("396 414, 490 414, 484 462, 404 468"), "#1d1b2a") +
        pen.shape(pts("510 414, 604 414, 596 468, 516 462"), "#1d1b2a") +
        pen.line(pts("490 424, 510 424")) +
        pen.line(pts("420 428, 446 448"), { lw: look.lw * 0.7, stroke: "#ffffff88" }) +
        pen.line([
          [396, 420],
          [X - fw, 412],
        ]) +
        pen.line([
          [604, 420],
          [X + fw, 412],
        ])
      );
    case "eyepatch":
      return (
        pen.line(
          [
            [X - fw * 0.98, 360],
            [600, 420],
            [X + fw, 480],
          ],
          { lw: look.lw * 0.9 },
        ) + pen.ellipse(560, 444, 42, 34, "#1d1b2a")
      );
    case "none":
      return "";
  }
}

export function extra(pen: Pen, c: Character, fw: number, look: Look): { back: string; front: string } {
  switch (c.extra) {
    case "hoop earrings":
      return {
        back: "",
        front: [-1, 1]
          .map((s) =>
            pen.line(ellipsePts(X + s * fw * 1.04, 522, 20, 24, 12), {
              closed: true,
              lw: look.lw * 0.9,
              stroke: look.metal,
            }),
          )
          .join(""),
      };
    case "headphones":
      return {
        back:
          pen.line(aroundFace(fw, "-1.1 440, -1.05 250, 0 160, 1.05 250, 1.1 440"), { lw: look.lw * 3.2 }) +
          pen.line(aroundFace(fw, "-1.1 440, -1.05 250, 0 160, 1.05 250, 1.1 440"), {
            lw: look.lw * 1.6,
            stroke: look.accent,
          }),
        front: [-1, 1]
          .map((s) =>
            pen.shape(
              [
                [X + s * fw * 0.98, 392],
                [X + s * fw * 1.22, 392],
                [X + s * fw * 1.22, 500],
                [X + s * fw * 0.98, 500],
              ],
              look.accent,
              { smooth: false },
            ),
          )
          .join(""),
      };
    case "bandana":
      return {
        back: "",
        front:
          pen.shape(
            aroundFace(fw, "-1.06 340, -0.9 292, 0 278, 0.9 292, 1.06 340, 0.9 344, 0 326, -0.9 344"),
            look.accent,
            { smooth: true },
          ) +
          pen.shape(aroundFace(fw, "1.02 322, 1.4 300, 1.3 350"), look.accent) +
          [-0.5, 0, 0.5].map((k) => pen.circle(X + fw * k, 306, 6, WHITE, { lw: 0 })).join(""),
      };
    case "flower behind the ear":
      return {
        back: "",
        front:
          [0, 1, 2, 3, 4]
            .map((i) =>
              pen.circle(X + fw * 1.08 + Math.cos(i * 1.256) * 24, 372 + Math.sin(i * 1.256) * 24, 20, look.accent, {
                lw: look.lw * 0.7,
              }),
            )
            .join("") + pen.circle(X + fw * 1.08, 372, 12, look.metal, { lw: look.lw * 0.7 }),
      };
    case "nose ring":
      return {
        back: "",
        front: pen.line(ellipsePts(516, 516, 9, 9, 10), { closed: true, lw: look.lw * 0.6, stroke: look.metal }),
      };
    case "none":
      return { back: "", front: "" };
  }
}
