// Build time only: reads what `npm run assets` wrote for the pages (shared/pictures.ts has the shapes), once per build.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PICTURE_MANIFEST, type PictureManifest, SHARE_MANIFEST, type ShareManifest } from "./pictures.ts";

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

export const readPictureManifest = (root = process.cwd()) => readManifest<PictureManifest>(root, PICTURE_MANIFEST, 2);
export const readShareManifest = (root = process.cwd()) => readManifest<ShareManifest>(root, SHARE_MANIFEST, 2);
