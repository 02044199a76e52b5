import type { Image } from "../../model/schema.ts";
import { readManifest, type ImageManifest } from "../../scripts/images/manifest.ts";
import type { PictureData, SpriteData } from "./picture-types.ts";

// Build time only (route loaders): joins a content image with what the image pipeline made of it.

let manifest: ImageManifest | undefined;

/**
 * `preview: false` leaves out the blurred preview (the dominant colour stays): for gallery thumbnails, where a page
 * carries a hundred of them twice (markup and hydration data) and a 16 px blur of a 300 px thumbnail adds little.
 */
export function picture(image: Image, { preview = true } = {}): PictureData {
  manifest ??= readManifest(process.cwd());
  const entry = manifest.images[image.src];
  if (!entry) throw new Error(`No processed picture for "${image.src}": run npm run assets`);
  const first = entry.webp[0];
  if (!first) throw new Error(`The picture "${image.src}" has no WebP variant`);
  const stem = first.url.slice(0, first.url.lastIndexOf("-"));
  const widths = entry.webp.map((v) => v.width);
  // The browser rebuilds every file name from these two: check that they name exactly the files that were made.
  const named = (format: "avif" | "webp") => widths.map((width) => `${stem}-${width}.${format}`).join();
  if (named("avif") !== entry.avif.map((v) => v.url).join() || named("webp") !== entry.webp.map((v) => v.url).join())
    throw new Error(`The files of "${image.src}" do not follow the pipeline's names: run npm run assets`);
  return {
    alt: image.alt,
    width: entry.width,
    height: entry.height,
    stem,
    widths,
    placeholder: preview ? entry.placeholder : undefined,
    color: entry.color,
  };
}

/** The hero animation's sprite sheets, as srcsets of whole sheets (each `frames` × frame width wide). */
export function heroSprite(): SpriteData {
  manifest ??= readManifest(process.cwd());
  const { sprite } = manifest;
  const sheets = (variants: { width: number; url: string }[]) =>
    variants.map((v) => `${v.url} ${v.width * sprite.frames}w`).join(", ");
  const largest = sprite.webp[sprite.webp.length - 1];
  if (!largest) throw new Error("The hero sprite has no WebP sheet: run npm run assets");
  return {
    frames: sprite.frames,
    frameWidth: sprite.frameWidth,
    frameHeight: sprite.frameHeight,
    src: largest.url,
    avif: sheets(sprite.avif),
    webp: sheets(sprite.webp),
  };
}
