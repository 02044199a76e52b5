import type { Image } from "../../model/schema.ts";
import { type PictureData, type PictureManifest, type SpriteData } from "../../shared/pictures.ts";
import { readPictureManifest } from "../../shared/manifests.ts";

// Build time only (route loaders): a content picture joined with what the image pipeline made of it.

let manifest: PictureManifest | undefined;

/**
 * `preview: false` leaves out the blurred preview (the dominant colour stays): for gallery thumbnails, where a page
 * carries a hundred of them twice (markup and hydration data) and a 16 px blur of a 300 px thumbnail adds little.
 */
export function picture(image: Image, { preview = true } = {}): PictureData {
  manifest ??= readPictureManifest();
  const entry = manifest.pictures[image.src];
  if (!entry) throw new Error(`No processed picture for "${image.src}": run npm run assets`);
  const { width, height, stem, widths, placeholder, color } = entry;
  return { alt: image.alt, width, height, stem, widths, placeholder: preview ? placeholder : undefined, color };
}

/** The hero animation's sprite sheets. */
export function heroSprite(): SpriteData {
  manifest ??= readPictureManifest();
  const { frames, frameWidth, frameHeight, stem, widths } = manifest.sprite;
  return { frames, frameWidth, frameHeight, stem, widths };
}
