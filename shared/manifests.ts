// What `npm run assets` made for the pages, looked up at build time by the route loaders and the build's last steps:
// a picture's files, the hero's sprite sheets, a page's share picture. The shapes are shared/pictures.ts's; each
// manifest is read once per build.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  PICTURE_MANIFEST,
  type PictureData,
  type PictureManifest,
  SHARE_MANIFEST,
  type ShareManifest,
  type SharePicture,
  type SpriteData,
} from "./pictures.ts";

/** A manifest of this version, or an error saying how to make it. */
function readManifest<T extends { version: number }>(root: string, path: string, version: T["version"]): T {
  let text: string;
  try {
    text = readFileSync(join(root, path), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(`No manifest at ${path}: run npm run assets`);
    throw error;
  }
  const manifest = JSON.parse(text) as T;
  if (manifest.version !== version)
    throw new Error(`The manifest at ${path} is from another version: run npm run assets`);
  return manifest;
}

export const readPictureManifest = (root = process.cwd()) => readManifest<PictureManifest>(root, PICTURE_MANIFEST, 3);
const readShareManifest = (root = process.cwd()) => readManifest<ShareManifest>(root, SHARE_MANIFEST, 2);

// Read once, on first use: the build runs in the project's folder.
let pictures: PictureManifest | undefined;
let shares: ShareManifest | undefined;

/**
 * A content picture (its src and alt) as a page shows it. `preview: false` leaves out the blurred preview (the dominant
 * colour stays): for gallery thumbnails, where a page carries a hundred of them twice (markup and hydration data) and
 * a 16 px blur of a 300 px thumbnail adds little. `zoom` only when the picture has zoom widths, for the same reason.
 */
export function picture(image: { src: string; alt: string }, { preview = true } = {}): PictureData {
  pictures ??= readPictureManifest();
  return pictureFrom(pictures, image, preview);
}

/** `picture` in the build of the project at `root` (the browser tests look up the example site's pictures). */
export function pictureIn(root: string): (image: { src: string; alt: string }) => PictureData {
  const manifest = readPictureManifest(root);
  return (image) => pictureFrom(manifest, image, true);
}

function pictureFrom(manifest: PictureManifest, image: { src: string; alt: string }, preview: boolean): PictureData {
  const entry = manifest.pictures[image.src];
  if (!entry) throw new Error(`No processed picture for "${image.src}": run npm run assets`);
  const { slug, width, height, stem, widths, zoom, placeholder, color } = entry;
  return {
    slug,
    alt: image.alt,
    width,
    height,
    stem,
    widths,
    ...(zoom ? { zoom } : {}),
    placeholder: preview ? placeholder : undefined,
    color,
  };
}

/** The hero animation's sprite sheets. */
export function heroSprite(): SpriteData {
  pictures ??= readPictureManifest();
  const { frames, frameWidth, frameHeight, stem, widths } = pictures.sprite;
  return { frames, frameWidth, frameHeight, stem, widths };
}

/** A page's share picture, by its id (shared/paths.ts `shareId`). */
export function sharePicture(id: string): SharePicture {
  shares ??= readShareManifest();
  const found = shares.pictures[id];
  if (!found) throw new Error(`No share picture "${id}": run npm run assets`);
  return found;
}
