import type { Picture } from "../kit/types.ts";
import { pad } from "../kit/random.ts";

// Recipes for the studio's own pictures: the home page's box animation and the about page's studio picture.
// Both are drawn by src/box/drawers.ts; the alt texts describe what those drawers draw.

/** The hero plays this many frames at 6 frames per second (spec §9), so one loop lasts 16/6 ≈ 2.7 s. */
export const HERO_FRAME_COUNT = 16;

const heroAlt = "A magic box whose lid pops open as sparks and little creatures of mischief escape, then settles shut";

const aboutAlt =
  "The studio pictured as a magic box of mischief: a warm desk with an open sketchbook, a cup of pens and a lamp, " +
  "while little doodled creatures climb out of the pages and peek over the edges";

export const box = {
  /** The 16 frames of the looping hero animation, `${dir}/frame-01.png` … `frame-16.png`, each 640×640. */
  heroFrames(dir: string): Picture[] {
    const base = dir.replace(/\/+$/, "");
    return Array.from({ length: HERO_FRAME_COUNT }, (_, i) => {
      const frame = i + 1;
      const src = `${base}/frame-${pad(frame)}.png`;
      // Screen readers meet the frames one by one in content checks, so each alt names its frame.
      return {
        src,
        alt: `${heroAlt} — frame ${frame} of ${HERO_FRAME_COUNT}`,
        art: { kind: "box-hero", seed: src, frame, frames: HERO_FRAME_COUNT },
      };
    });
  },

  /** The about page's 1200×1500 picture: the studio as a box of mischief, not a portrait of an invented person. */
  about(src: string): Picture {
    return { src, alt: aboutAlt, art: { kind: "box-about", seed: src } };
  },
};
