// Content hashes and output file names of the image pipeline. The names under public/assets/img/ change whenever
// the original's bytes or the encoding settings change, because /assets/ is cached forever by the server and CDNs.

import { createHash } from "node:crypto";
import { type Format, PATHS, SETTINGS_KEY } from "./settings.ts";

/** sha256 (hex) of the settings and the original's bytes: the cache key and, first 8 chars, the name's hash. */
export function contentHash(bytes: Uint8Array, settings: string = SETTINGS_KEY): string {
  return createHash("sha256").update(settings).update("\0").update(bytes).digest("hex");
}

export const sha256 = (text: string | Uint8Array) => createHash("sha256").update(text).digest("hex");

/** `<slug>-<hash8>-<width>.<format>` */
export const outputName = (slug: string, hash: string, width: number, format: Format) =>
  `${slug}-${hash.slice(0, 8)}-${width}.${format}`;

export const outputUrl = (name: string) => `${PATHS.url}/${name}`;
