// The share pictures' manifest: `npm run assets` (scripts/share.ts) writes .cache/share/manifest.json, and the route
// loaders read it at build time for their Open Graph and Twitter tags. Kept free of sharp so loaders stay light.

import { readFileSync } from "node:fs";
import { join } from "node:path";

export const SHARE_PATHS = {
  manifest: ".cache/share/manifest.json",
  output: "public/share",
  url: "/share",
} as const;

/** One page's share picture: its URL under /share/ (content-hashed), media type, size and alt text. */
export type SharePicture = { url: string; type: string; width: number; height: number; alt: string };

export type ShareManifest = { version: 2; pictures: Record<string, SharePicture> };

/** Reads the manifest, or throws saying how to make it. */
export function readShareManifest(projectRoot: string): ShareManifest {
  let text: string;
  try {
    text = readFileSync(join(projectRoot, SHARE_PATHS.manifest), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`No share picture manifest at ${SHARE_PATHS.manifest}: run npm run assets`);
    }
    throw error;
  }
  const manifest = JSON.parse(text) as ShareManifest;
  if (manifest.version !== 2) {
    throw new Error(
      `The share picture manifest at ${SHARE_PATHS.manifest} is from another version: run npm run assets`,
    );
  }
  return manifest;
}
