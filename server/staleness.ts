// Deciding whether `npm start` must build first: the build is stale when it is missing, older than any of its inputs,
// or made with other build-time settings (environment variables written into the pages) than the current ones.
// Only modification times and one small JSON file are compared; it costs a directory walk, never a build.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { readBuildSettings } from "../model/build-settings.ts";

/** What the build is made from, relative to the project root. Missing entries are skipped. */
export const BUILD_INPUTS = [
  "app",
  "content",
  "model",
  "public",
  "scripts",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
] as const;

/** The build output whose age stands for the whole build: the prerendered home page, written near the end. */
export const BUILD_MARKER = join("build", "client", "index.html");

/** Where the build records the settings it was made with (written by react-router.config.ts at the end). */
export const SETTINGS_RECORD = join("build", "settings.json");

/** Whether the build must be made again; `env` holds the build settings to compare (model/build-settings.ts). */
export function isBuildStale(
  projectRoot: string,
  inputs: readonly string[] = BUILD_INPUTS,
  env?: Record<string, string | undefined>,
): boolean {
  const built = mtimeOf(join(projectRoot, BUILD_MARKER));
  if (built === undefined) return true;
  if (inputs.some((input) => newestMtime(join(projectRoot, input)) > built)) return true;
  try {
    return recordedSettings(projectRoot) !== JSON.stringify(readBuildSettings(env));
  } catch {
    return true; // a bad setting: the build names it
  }
}

function recordedSettings(projectRoot: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(readFileSync(join(projectRoot, SETTINGS_RECORD), "utf8")));
  } catch {
    return undefined; // no record (an older build) or an unreadable one: build again
  }
}

/** The newest modification time of a file, or of any file or directory below a directory; -Infinity if missing. */
export function newestMtime(path: string): number {
  const own = mtimeOf(path);
  if (own === undefined) return -Infinity;
  let newest = own;
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    return newest; // not a directory
  }
  for (const entry of entries) {
    if (entry.name === "node_modules") continue;
    const child = join(path, entry.name);
    // Symlinked directories are not followed (no cycles); their own target's mtime still counts.
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(child) : (mtimeOf(child) ?? -Infinity));
  }
  return newest;
}

function mtimeOf(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}
