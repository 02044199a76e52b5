// The image manifest's types and its reader. `npm run assets` writes .cache/images/manifest.json; the app's route
// loaders call readManifest() at build time to render <picture> elements. Kept free of sharp so loaders stay light.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PATHS } from "./settings.ts";

/** One encoded file: its width in px and its URL under /assets/img/ (content-hashed, cached forever). */
export type ManifestVariant = { width: number; url: string };

export type ManifestImage = {
  /** Intrinsic size of the original, after EXIF orientation: use for width/height attributes (no layout shift). */
  width: number;
  height: number;
  /** Dominant colour, `#rrggbb`, a background while the picture loads. */
  color: string;
  /** A ~16 px wide blurred WebP as a data URI (< 400 characters). */
  placeholder: string;
  /** Widths ascending; never wider than the original. */
  avif: ManifestVariant[];
  webp: ManifestVariant[];
};

/** The hero animation: all frames side by side in one sheet per frame width (sheet width = frames × width). */
export type ManifestSprite = {
  frames: number;
  /** Intrinsic size of one frame (of the largest frame original). */
  frameWidth: number;
  frameHeight: number;
  /** `width` is the width of one frame in that sheet. */
  avif: ManifestVariant[];
  webp: ManifestVariant[];
  /** Placeholder and colour of the first frame (what shows before the sheet loads). */
  placeholder: string;
  color: string;
};

export type ImageManifest = {
  version: 1;
  /** Keyed by the content's `src` (e.g. "bb/posters/01.png"); the hero frames are only in `sprite`. */
  images: Record<string, ManifestImage>;
  sprite: ManifestSprite;
};

/** Reads the manifest written by `npm run assets`, or throws saying how to make it. */
export function readManifest(projectRoot: string): ImageManifest {
  const file = join(projectRoot, PATHS.manifest);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`No image manifest at ${PATHS.manifest}: run npm run assets`);
    }
    throw error;
  }
  const manifest = JSON.parse(text) as ImageManifest;
  if (manifest.version !== 1) {
    throw new Error(`The image manifest at ${PATHS.manifest} is from another pipeline version: run npm run assets`);
  }
  return manifest;
}
