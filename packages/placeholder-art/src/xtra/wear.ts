import type { ApeTraits } from "./ape-traits.ts";
import { ellipsePath } from "../kit/hand-drawn.ts";
import { BACKGROUNDS, E, FURS, INK, P, eyesLayer, furLayer, mouthLayer } from "./ape.ts";

// What an xTRA BORED character wears (clothes, headwear, accessory) on the 1000 × 1000 canvas, and the whole
// character put together from its seven layers.

const NECKLINE = "M130 1010 C150 870 250 800 392 758 C440 800 560 800 608 758 C750 800 850 870 870 1010 Z";
const CLOTH_CLIP = `<clipPath id="xb-cloth"><path d="${NECKLINE}"/></clipPath>`;
const stroke = (d: string, colour: string, width: number, extra = "") =>
  `<path d="${d}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round"${extra}/>`;

function clothesLayer(clothes: string, skin: string) {
  switch (clothes) {
    case "tee":
      return (
        P(NECKLINE, "#F4F1EA") +
        E(500, 900, 46, 46, "#F2C14E", 6) +
        stroke("M478 900 L522 900 M500 878 L500 922", INK, 6)
      );
    case "hoodie":
      return (
        P(NECKLINE, "#6B7A8F") +
        P("M330 790 C360 720 640 720 670 790 C620 840 380 840 330 790 Z", "#56647A") +
        stroke("M450 830 L446 930 M550 830 L554 930", "#F4F1EA", 8) +
        stroke("M250 1010 L270 900 M750 1010 L730 900", INK, 6)
      );
    case "jacket":
      return (
        P(NECKLINE, "#2A2A2E") +
        P("M392 758 C440 800 560 800 608 758 L560 1010 L440 1010 Z", "#F4F1EA") +
        P("M392 758 L330 860 L400 900 L440 1010 Z M608 758 L670 860 L600 900 L560 1010 Z", "#3A3A40") +
        `<circle cx="660" cy="940" r="10" fill="#C9CCD2"/>`
      );
    case "suit":
      return (
        P(NECKLINE, "#2F3B5C") +
        P("M392 758 C440 800 560 800 608 758 L540 1010 L460 1010 Z", "#FFFFFF") +
        P("M486 800 L514 800 L526 830 L512 960 L500 980 L488 960 L474 830 Z", "#C8333A", 5) +
        P("M392 758 L350 870 L420 880 L460 1010 Z M608 758 L650 870 L580 880 L540 1010 Z", "#26304C")
      );
    case "hawaiian": {
      const flowers = [
        [260, 900],
        [360, 960],
        [640, 960],
        [730, 890],
        [300, 990],
        [700, 1000],
        [560, 890],
        [430, 880],
      ]
        .map(([x, y]) =>
          [0, 72, 144, 216, 288]
            .map((a) =>
              ellipsePath(
                (x ?? 0) + 14 * Math.cos((a * Math.PI) / 180),
                (y ?? 0) + 14 * Math.sin((a * Math.PI) / 180),
                11,
                11,
              ),
            )
            .join(" "),
        )
        .join(" ");
      return (
        `<defs>${CLOTH_CLIP}</defs>` +
        P(NECKLINE, "#E86A4A") +
        `<path clip-path="url(#xb-cloth)" d="${flowers}" fill="#FCE7A8"/>` +
        P("M392 758 L440 850 L500 800 L560 850 L608 758 C560 800 440 800 392 758 Z", "#F08C6C", 5)
      );
    }
    case "stripes": {
      const bands = Array.from({ length: 7 }, (_, i) => `M100 ${800 + i * 34} L900 ${800 + i * 34}`).join(" ");
      return (
        `<defs>${CLOTH_CLIP}</defs>` +
        P(NECKLINE, "#F7F4EE") +
        stroke(bands, "#27407A", 15, ` clip-path="url(#xb-cloth)"`) +
        P(NECKLINE, "none")
      );
    }
    case "overalls":
      return (
        `<path d="M340 780 C420 840 580 840 660 780 L680 1010 L320 1010 Z" fill="${skin}"/>` +
        P("M380 880 L620 880 L640 1010 L360 1010 Z", "#4C72A8") +
        P("M330 790 L392 880 L420 880 L370 770 Z M670 790 L608 880 L580 880 L630 770 Z", "#4C72A8", 5) +
        `<circle cx="400" cy="900" r="10" fill="#F2C14E"/><circle cx="600" cy="900" r="10" fill="#F2C14E"/>`
      );
    default:
      return `<path d="M380 800 C420 850 580 850 620 800 C640 880 590 960 500 960 C410 960 360 880 380 800 Z" fill="${skin}" fill-opacity=".7"/>`;
  }
}

function hatLayer(hat: string, furShade: string) {
  switch (hat) {
    case "beanie":
      return (
        P("M282 330 C282 150 718 150 718 330 Z", "#D9463B") +
        P("M272 300 L728 300 C736 300 738 352 728 352 L272 352 C262 352 264 300 272 300 Z", "#B8362D") +
        E(500, 150, 34, 32, "#F4F1EA")
      );
    case "cap":
      return (
        P("M296 318 C296 160 704 160 704 318 Z", "#2E6FD8") +
        P(ellipsePath(500, 316, 236, 42), "#2459B0") +
        E(500, 172, 16, 10, "#2459B0", 5) +
        stroke("M500 182 L500 300", INK, 4)
      );
    case "bucket":
      return (
        P("M318 300 C326 182 674 182 682 300 Z", "#C9B27C") +
        P(ellipsePath(500, 302, 280, 50), "#B59C64") +
        stroke("M322 282 C420 300 580 300 678 282", "#7E6A3E", 8)
      );
    case "crown":
      return (
        P(
          "M346 300 L346 180 L408 246 L458 150 L500 236 L542 150 L592 246 L654 180 L654 300 C580 320 420 320 346 300 Z",
          "#F2C14E",
        ) +
        E(500, 280, 16, 16, "#D93B4A", 5) +
        E(410, 284, 12, 12, "#3A8FD9", 5) +
        E(590, 284, 12, 12, "#3A8FD9", 5)
      );
    case "headband":
      return (
        P("M266 320 C380 278 620 278 734 320 L736 374 C620 334 380 334 264 374 Z", "#F7F4EE") +
        stroke("M266 346 C380 306 620 306 734 346", "#D93B4A", 12)
      );
    case "party":
      return (
        P("M424 236 L500 100 L576 236 Z", "#8B6FE0") +
        stroke("M458 180 L542 180 M478 140 L522 140 M440 214 L560 214", "#F2C14E", 10) +
        E(500, 100, 22, 22, "#F2C14E", 6)
      );
    case "beret":
      return (
        P("M292 268 C286 140 752 146 748 262 C740 318 300 318 292 268 Z", "#8A2C3E") +
        stroke("M520 176 L528 146", INK, 10)
      );
    case "halo":
      return `<path d="${ellipsePath(500, 130, 160, 34)}" stroke="#F7D64A" stroke-width="20" fill="none"/><path d="${ellipsePath(500, 130, 160, 34)}" stroke="#FFF6C4" stroke-width="6" fill="none"/>`;
    case "mohawk":
      return (
        P("M410 214 L436 110 L470 196 L500 90 L530 196 L564 110 L590 214 C540 196 460 196 410 214 Z", "#7CF25C") +
        stroke("M440 200 L444 160 M560 200 L556 160", furShade, 6)
      );
    default:
      return "";
  }
}

function extraLayer(extra: string) {
  switch (extra) {
    case "hoop":
      return `<circle cx="244" cy="532" r="24" stroke="${INK}" stroke-width="14" fill="none"/><circle cx="244" cy="532" r="24" stroke="#F2C14E" stroke-width="7" fill="none"/>`;
    case "chain": {
      const links = Array.from({ length: 13 }, (_, i) => {
        const t = i / 12;
        const [x, y] = [392 + 216 * t, 770 + Math.sin(Math.PI * t) * 70];
        return ellipsePath(x, y, 11, 8);
      }).join(" ");
      return (
        `<path d="${links}" fill="none" stroke="${INK}" stroke-width="11"/><path d="${links}" fill="none" stroke="#F2C14E" stroke-width="5"/>` +
        E(500, 866, 22, 26, "#F2C14E", 6)
      );
    }
    case "bandage":
      return (
        P("M356 236 L436 206 L446 236 L366 266 Z", "#EFC9A0", 5) +
        `<path d="M386 236 L394 232 M402 230 L410 226 M392 246 L400 242 M408 240 L416 236" stroke="#B98E6B" stroke-width="4"/>`
      );
    case "flower": {
      const petals = [0, 72, 144, 216, 288]
        .map((a) =>
          ellipsePath(760 + 26 * Math.cos((a * Math.PI) / 180), 360 + 26 * Math.sin((a * Math.PI) / 180), 20, 20),
        )
        .join(" ");
      return P(petals, "#FFFFFF", 5) + E(760, 360, 15, 15, "#F2C14E", 5);
    }
    default:
      return "";
  }
}

export const LAYER_NAMES = ["BACKGROUND", "FUR", "CLOTHES", "HEADWEAR", "EYES", "MOUTH", "ACCESSORY"] as const;

/** The seven layers of one character, bottom to top, each a self-contained piece of SVG. */
export function apeLayers(ape: ApeTraits): string[] {
  const c = FURS[ape.fur] ?? FURS.brown!;
  return [
    `<rect width="1000" height="1000" fill="${BACKGROUNDS[ape.bg] ?? "#8FD0E0"}"/>`,
    furLayer(ape.fur),
    clothesLayer(ape.clothes, c.skin),
    hatLayer(ape.hat, c.shade),
    eyesLayer(ape.eyes, c.skinShade),
    mouthLayer(ape.mouth),
    extraLayer(ape.extra),
  ];
}

/** The finished character (all layers, joined by round line ends). */
export function apeSvg(ape: ApeTraits) {
  const [bg, ...rest] = apeLayers(ape);
  // The character is drawn a little larger than its layers' canvas so the head fills the portrait.
  return `${bg}<g stroke-linejoin="round" transform="translate(500 620) scale(1.12) translate(-500 -620)">${rest.join("")}</g>`;
}
