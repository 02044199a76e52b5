import { ellipsePath, smoothPath } from "../kit/hand-drawn.ts";
import { r } from "../kit/svg.ts";
import type { Point } from "../kit/svg.ts";

// An original xTRA BORED character on a 1000 × 1000 canvas, front-facing, drawn in thick-outlined flat colour with
// one step of cel shading: its fur, eyes and mouth layers (what it wears: wear.ts). The head's geometry is
// shared with the logos (logo.ts), which draw it in their own colourways.

export const INK = "#1C1B1F";
const LINE = 7;

/** Flat paths with the collection's heavy outline. */
export const P = (d: string, fill: string, width = LINE, extra = "") =>
  `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-width="${width}"${extra}/>`;
export const E = (cx: number, cy: number, rx: number, ry: number, fill: string, width = LINE) =>
  P(ellipsePath(cx, cy, rx, ry), fill, width);

export const FURS: Record<string, { fur: string; shade: string; skin: string; skinShade: string }> = {
  brown: { fur: "#8B5A3C", shade: "#6F4630", skin: "#D8B08C", skinShade: "#B98E6B" },
  dark: { fur: "#5A3A2A", shade: "#46291C", skin: "#B58A68", skinShade: "#93694C" },
  golden: { fur: "#D19A3F", shade: "#B27F2C", skin: "#F0D3A0", skinShade: "#D7B27A" },
  grey: { fur: "#8F8F96", shade: "#74747B", skin: "#D6D2CC", skinShade: "#B7B2AA" },
  black: { fur: "#3A3A3F", shade: "#29292D", skin: "#9A8F87", skinShade: "#7D736B" },
  cream: { fur: "#E9D9B8", shade: "#D3C09A", skin: "#F7EEDC", skinShade: "#E3D3B5" },
  red: { fur: "#B8533B", shade: "#97402C", skin: "#E7B08F", skinShade: "#C98E6D" },
  blue: { fur: "#4C79C4", shade: "#3A62A6", skin: "#BFD3F0", skinShade: "#9CB6DD" },
  pink: { fur: "#E393B0", shade: "#C97796", skin: "#F8D3DF", skinShade: "#E6AFC2" },
  zombie: { fur: "#8DB873", shade: "#729B5B", skin: "#C9DDB0", skinShade: "#A9C48E" },
};
export const BACKGROUNDS: Record<string, string> = {
  tangerine: "#F2A65A",
  sky: "#8FD0E0",
  mustard: "#E6CE62",
  aqua: "#8BD8BD",
  lilac: "#B8A2DE",
  slate: "#9EA8AE",
  olive: "#A9B86C",
  pink: "#F3A6BF",
};

export const HEAD =
  "M500 180 C650 180 740 285 740 420 C740 520 712 598 652 655 C610 695 390 695 348 655 C288 598 260 520 260 420 C260 285 350 180 500 180 Z";
const HEAD_SHADE = "M630 214 C708 262 742 346 740 428 C738 520 712 598 652 655 C694 560 706 400 630 214 Z";
export const FACE =
  "M322 410 C316 338 388 312 446 334 C478 346 522 346 554 334 C612 312 684 338 678 410 C675 448 656 476 640 494 " +
  "C690 534 690 640 612 676 C548 704 452 704 388 676 C310 640 310 534 360 494 C344 476 325 448 322 410 Z";
export const BODY = "M130 1010 C150 860 250 780 410 735 L590 735 C750 780 850 860 870 1010 Z";
export const EYES: [Point, Point] = [
  [428, 418],
  [572, 418],
];

/** The part of an eye's ellipse above a (possibly tilted) lid line: an eyelid. */
function lid(cx: number, cy: number, rx: number, ry: number, cut: number, tilt: number) {
  const lineY = (x: number) => cy - ry + 2 * ry * cut + tilt * ((x - cx) / rx) * ry;
  const pts: Point[] = [];
  for (let i = 0; i <= 48; i++) {
    // From the bottom of the eye round, so the part above the line is one unbroken run of points.
    const a = Math.PI / 2 + (Math.PI * 2 * i) / 48;
    const [x, y] = [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
    if (y <= lineY(x)) pts.push([x, y]);
  }
  return `M${pts.map(([x, y]) => `${r(x)} ${r(y)}`).join(" L")} Z`;
}

/** A hypnotic spiral for the "hypno" eyes. */
const spiral = (cx: number, cy: number, rad: number) =>
  smoothPath(
    Array.from({ length: 22 }, (_, i): Point => [
      cx + (Math.cos(i * 0.9) * (rad * i)) / 22,
      cy + (Math.sin(i * 0.9) * (rad * i)) / 22,
    ]),
  );

export function eyesLayer(eyes: string, lidColour: string) {
  const whites = (rx: number, ry: number) => EYES.map(([x, y]) => E(x, y, rx, ry, "#FFFFFF", 6)).join("");
  const pupils = (dx: number, rad: number) =>
    EYES.map(([x, y]) => `<circle cx="${x + dx}" cy="${y + 4}" r="${rad}" fill="${INK}"/>`).join("");
  const lids = (cut: number, tilt = 0) =>
    EYES.map(([x, y], i) => P(lid(x, y, 38, 32, cut, i === 0 ? tilt : -tilt), lidColour, 6)).join("");
  switch (eyes) {
    case "sleepy":
      return whites(36, 30) + pupils(0, 10) + lids(0.78);
    case "side":
      return whites(36, 30) + pupils(14, 12) + lids(0.52);
    case "wide":
      return (
        whites(42, 40) +
        pupils(0, 8) +
        `<path d="M380 350 Q428 320 470 345 M530 345 Q572 320 620 350" stroke="${INK}" stroke-width="8" fill="none" stroke-linecap="round"/>`
      );
    case "shades":
      return (
        P(
          "M350 385 L490 385 L482 450 C478 470 364 470 358 450 Z M510 385 L650 385 L642 450 C636 470 522 470 518 450 Z",
          "#141418",
        ) +
        `<path d="M490 395 L510 395" stroke="${INK}" stroke-width="10"/><path d="M372 400 L396 440 M532 400 L556 440" stroke="#FFFFFF" stroke-width="8" stroke-opacity=".5" stroke-linecap="round"/>`
      );
    case "3d":
      return (
        whites(36, 30) +
        pupils(0, 11) +
        P("M346 380 L494 380 L494 458 L346 458 Z", "#E2333D", 9, ` fill-opacity=".78"`) +
        P("M506 380 L654 380 L654 458 L506 458 Z", "#2FB8E8", 9, ` fill-opacity=".78"`) +
        `<path d="M494 392 L506 392" stroke="${INK}" stroke-width="10"/>`
      );
    case "angry":
      return (
        whites(36, 30) +
        pupils(0, 12) +
        lids(0.5, 0.55) +
        `<path d="M384 362 L470 392 M530 392 L616 362" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>`
      );
    case "hypno":
      return (
        whites(38, 34) +
        EYES.map(([x, y]) => `<path d="${spiral(x, y, 30)}" stroke="${INK}" stroke-width="4" fill="none"/>`).join("")
      );
    default:
      return whites(36, 30) + pupils(0, 12) + lids(0.55);
  }
}

export function mouthLayer(mouth: string) {
  const line = (d: string) => `<path d="${d}" stroke="${INK}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  const flat = line("M432 612 C465 620 535 620 570 604");
  switch (mouth) {
    case "grin":
      return (
        P("M418 596 C448 662 552 662 582 596 Z", "#3A1618") +
        P("M428 600 L572 600 L562 622 L438 622 Z", "#FFFFFF", 4) +
        line("M476 601 L474 621 M524 601 L526 621")
      );
    case "gum":
      return (
        flat +
        E(548, 650, 54, 50, "#F49AC1") +
        `<path d="M520 628 Q532 614 548 614" stroke="#FFFFFF" stroke-width="8" fill="none" stroke-linecap="round"/>`
      );
    case "tongue":
      return flat + P("M478 614 C476 672 534 672 532 612", "#E5566E", 6) + line("M505 624 L505 650");
    case "lolly":
      return (
        flat +
        `<path d="M566 606 L660 700" stroke="#FFFFFF" stroke-width="14"/>` +
        line("M566 606 L660 700").replace('stroke-width="8"', 'stroke-width="3"') +
        E(680, 716, 40, 40, "#F25C8A") +
        `<path d="${spiral(680, 716, 32)}" stroke="#FFFFFF" stroke-width="7" fill="none"/>`
      );
    case "frown":
      return line("M440 626 C470 600 530 600 562 626");
    case "whistle":
      return (
        E(500, 616, 14, 17, "#3A1618", 6) +
        line("M626 590 L626 530 L656 522") +
        `<ellipse cx="614" cy="592" rx="14" ry="10" fill="${INK}"/>`
      );
    case "buck":
      return flat + P("M478 616 L478 646 L499 646 L499 617 Z M501 617 L501 646 L522 646 L522 616 Z", "#FFFFFF", 5);
    default:
      return flat;
  }
}

/** The fur layer: body, ears, head with its shading, face plate, nose and brow. */
export function furLayer(fur: string) {
  const c = FURS[fur] ?? FURS.brown!;
  return (
    P(BODY, c.fur) +
    `<path d="M330 1010 C360 900 420 840 500 840 C580 840 640 900 670 1010 Z" fill="${c.shade}"/>` +
    E(255, 440, 62, 74, c.fur) +
    E(262, 444, 34, 46, c.skin, 5) +
    E(745, 440, 62, 74, c.fur) +
    E(738, 444, 34, 46, c.skin, 5) +
    `<path d="${HEAD}" fill="${c.fur}"/><path d="${HEAD_SHADE}" fill="${c.shade}"/>` +
    P(HEAD, "none") +
    `<path d="M430 200 C450 240 470 250 500 252 C530 250 550 240 570 200" stroke="${c.shade}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    P(FACE, c.skin) +
    `<path d="M612 676 C690 640 690 534 640 494 C660 560 650 640 560 690 Z" fill="${c.skinShade}"/>` +
    `<ellipse cx="478" cy="540" rx="10" ry="7" fill="${INK}"/><ellipse cx="522" cy="540" rx="10" ry="7" fill="${INK}"/>` +
    `<path d="M462 508 Q500 494 538 508" stroke="${c.skinShade}" stroke-width="8" fill="none" stroke-linecap="round"/>`
  );
}
