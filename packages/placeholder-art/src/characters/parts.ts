// The human characters shared by Wall of Legends (comic avatars) and Blue Chip Tattoo Studio (tattoo artists): a
// head-and-shoulders bust in a 1000×1000 frame (face centred near (500, 430), shoulders reaching the bottom edge),
// drawn from the names in src/characters/traits.ts. A `Look` gives each series its palette and shading.
import type { Character } from "./traits.ts";
import { eyes, eyewear, extra, facialHair, mouth, WHITE } from "./face.ts";
import { aroundFace, hair } from "./hair.ts";
import type { Look } from "./look.ts";
import { cleanPen, ellipsePts, moved, type Pen, pts, tint } from "../kit/ink.ts";
import type { Point } from "../kit/svg.ts";

const X = 500;

function outfit(pen: Pen, c: Character, look: Look): string {
  const base = look.cloth[c.outfit];
  // The torso runs far below the frame, so a bust drawn small in a crowd never shows a bottom edge.
  const torso: Point[] = pts(
    "40 1400, 80 1010, 125 860, 260 772, 420 730, 580 730, 740 772, 875 860, 920 1010, 960 1400",
  );
  const skin = look.skin[c.skin];
  const vee = (fill: string, depth = 860) =>
    pen.shape(
      [
        [430, 728],
        [500, depth],
        [570, 728],
      ],
      fill,
    );
  const lapels = (fill: string) =>
    pen.shape(pts("424 730, 372 800, 452 930, 488 860"), fill) +
    pen.shape(pts("576 730, 628 800, 548 930, 512 860"), fill);
  switch (c.outfit) {
    case "hoodie":
      return (
        pen.shape(torso, base, { smooth: true }) +
        pen.shape(pts("350 745, 400 690, 500 700, 600 690, 650 745, 600 800, 500 812, 400 800"), tint(base, -0.15), {
          smooth: true,
        }) +
        pen.line(pts("470 805, 462 920"), { lw: look.lw * 0.6 }) +
        pen.line(pts("530 805, 538 920"), { lw: look.lw * 0.6 })
      );
    case "leather jacket":
      return (
        pen.shape(torso, base, { smooth: true }) +
        vee(look.accent) +
        lapels(tint(base, 0.12)) +
        pen.line(pts("520 900, 560 1010"), { lw: look.lw * 0.6, stroke: tint(base, 0.45) })
      );
    case "tank top":
      return (
        pen.shape(torso, skin, { smooth: true }) +
        pen.shape(
          pts(
            "290 1400, 300 1010, 330 860, 398 780, 408 736, 446 736, 458 792, 500 812, 542 792, 554 736, 592 736, 602 780, 670 860, 700 1010, 710 1400",
          ),
          base,
          { smooth: true },
        )
      );
    case "denim jacket":
      return (
        pen.shape(torso, base, { smooth: true }) +
        vee(look.accent, 900) +
        pen.shape(pts("424 728, 360 790, 440 812, 470 760"), tint(base, -0.15)) +
        pen.shape(pts("576 728, 640 790, 560 812, 530 760"), tint(base, -0.15)) +
        [950, 990].map((y) => pen.circle(455, y - 40, 9, look.metal, { lw: look.lw * 0.5 })).join("")
      );
    case "turtleneck":
      return pen.shape(torso, base, { smooth: true });
    case "suit and tie":
      return (
        pen.shape(torso, base, { smooth: true }) +
        vee(WHITE, 940) +
        pen.shape(pts("486 740, 514 740, 522 776, 512 900, 500 930, 488 900, 478 776"), look.accent) +
        lapels(tint(base, 0.1))
      );
  }
}

/** The whole bust, in drawing order: back hair and headphone band, shoulders, neck, face, features, front hair. */
export function drawCharacter(c: Character, look: Look, pen: Pen = cleanPen(look.ink, look.lw)): string {
  const fw = 140 + c.build * 34;
  const skin = look.skin[c.skin];
  const hairColour = look.hair[c.hairColour];
  // Hair shading is a solid darker tone in every look: a dot screen on thin strands would read as a dotted line.
  const layers = hair[c.hair](pen, hairColour, tint(hairColour, -0.3), fw);
  const more = extra(pen, c, fw, look);
  const face: Point[] = aroundFace(
    fw,
    "0 236, 0.72 258, 0.98 330, 1 420, 0.93 505, 0.7 575, 0.33 618, 0 628, -0.33 618, -0.7 575, -0.93 505, -1 420, -0.98 330, -0.72 258",
  );
  const faceShade: Point[] = aroundFace(
    fw,
    "0.62 262, 0.98 330, 1 420, 0.93 505, 0.7 575, 0.33 618, 0.5 560, 0.72 440",
  );
  const neck =
    pen.shape(pts("436 560, 432 742, 568 742, 564 560"), skin) +
    pen.fill(pts("436 600, 564 600, 564 640, 500 668, 436 640"), look.shadow(skin));
  const turtle =
    c.outfit === "turtleneck"
      ? pen.shape(pts("428 650, 424 760, 576 760, 572 650"), look.cloth.turtleneck) +
        [460, 500, 540]
          .map((x) =>
            pen.line(moved("0 660, 0 750", x, 0), { lw: look.lw * 0.5, stroke: tint(look.cloth.turtleneck, -0.3) }),
          )
          .join("")
      : "";
  const ears = [-1, 1].map((s) => pen.ellipse(X + s * fw * 1.0, 452, 26, 44, skin)).join("");
  return (
    more.back +
    outfit(pen, c, look) +
    layers.back +
    neck +
    turtle +
    ears +
    pen.shape(face, skin, { smooth: true }) +
    pen.fill(faceShade, look.shadow(skin)) +
    pen.fill(ellipsePts(X - fw * 0.62, 520, 30, 16, 10), look.blush) +
    pen.fill(ellipsePts(X + fw * 0.62, 520, 30, 16, 10), look.blush) +
    facialHair(pen, c, fw, hairColour, look) +
    pen.line(
      [
        [X + 2, 452],
        [488, 505],
        [508, 514],
      ],
      { lw: look.lw * 0.8 },
    ) +
    mouth(pen, c, look) +
    eyes(pen, c, look) +
    eyewear(pen, c, fw, look) +
    layers.front +
    more.front
  );
}
