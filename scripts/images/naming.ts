// Content hashes of the image pipeline. The names under public/assets/img/ (shared/pictures.ts) carry them, so they
// change whenever the original's bytes or the encoding settings change: /assets/ is cached forever by servers and CDNs.

import { createHash } from "node:crypto";
import { SETTINGS_KEY } from "./settings.ts";

/** sha256 (hex) of the settings and the original's bytes: the cache key and, first 8 chars, the name's hash. */
export function contentHash(bytes: Uint8Array, settings: string = SETTINGS_KEY): string {
  return createHash("sha256").update(settings).update("\0").update(bytes).digest("hex");
}

export const sha256 = (text: string | Uint8Array) => createHash("sha256").update(text).digest("hex");
