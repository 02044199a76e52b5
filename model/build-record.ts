// Deciding whether `npm start` must build first, and saying why: the build is stale when it is missing, when a file
// it is made from changed, came or went since (by its content: a file saved again unchanged, or a checkout that only
// touched dates, is no change), or when it was made with other build-time settings (environment variables written
// into the pages) than the current ones. A file whose size and date are as recorded is not read again, so an
// unchanged project costs a directory walk; the build records what it was made from (`recordInputs`).

import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readBuildSettings } from "./build-settings.ts";
import { runNpm } from "../shared/npm.ts";

/** What the build is made from, relative to the project root. Missing entries are skipped. */
export const BUILD_INPUTS = [
  "app",
  "content",
  "model",
  "packages",
  "public",
  "scripts",
  "shared",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
] as const;

/** What the build itself writes below its inputs: not inputs. */
const GENERATED = /^public\/(assets|downloads|share|icons)\/|^public\/(apple-touch-icon\.png|manifest\.webmanifest)$/;

/** The build output that stands for the whole build: the prerendered home page. */
export const BUILD_MARKER = join("build", "client", "index.html");

/** Where the build records the settings it was made with (written by react-router.config.ts at the end). */
export const SETTINGS_RECORD = join("build", "settings.json");

/** Where the build records the files it was made from: by path, their size, date and SHA-256. */
export const INPUTS_RECORD = join("build", "inputs.json");

type Inputs = Record<string, [size: number, mtimeMs: number, sha256: string]>;

const SHOWN = 3;

/**
 * Why the build must be made again, in words ("content/box.json changed"), or undefined when it is fresh. `env` holds
 * the build settings to compare (model/build-settings.ts).
 */
export function whyStale(
  projectRoot: string,
  inputs: readonly string[] = BUILD_INPUTS,
  env?: Record<string, string | undefined>,
): string | undefined {
  if (!isFile(join(projectRoot, BUILD_MARKER))) return "there is no build yet";
  const recorded = readJson<Inputs>(join(projectRoot, INPUTS_RECORD));
  if (!recorded) return "the build does not record what it was made from";
  const current = listInputs(projectRoot, inputs);
  const changed = current.filter((path) => !sameFile(projectRoot, path, recorded[path]));
  const gone = Object.keys(recorded).filter((path) => !current.includes(path));
  if (changed.length + gone.length > 0) {
    const named = [
      ...changed.map((path) => `${path} ${path in recorded ? "changed" : "is new"}`),
      ...gone.map((path) => `${path} was removed`),
    ];
    const more = named.length > SHOWN ? ` and ${named.length - SHOWN} more` : "";
    return `${named.slice(0, SHOWN).join(", ")}${more}`;
  }
  let settings: string;
  try {
    settings = JSON.stringify(readBuildSettings(env));
  } catch {
    return "a build setting is wrong (the build names it)";
  }
  const record = readJson<object>(join(projectRoot, SETTINGS_RECORD));
  if (!record) return "the build does not record its settings";
  return JSON.stringify(record) === settings ? undefined : "a build setting (SITE_URL, CONTACT_ENDPOINT) changed";
}

/** The site address the build was made for (SITE_URL as it was recorded), for what must name the same address. */
export function builtFor(projectRoot: string): string {
  return (
    readJson<{ SITE_URL?: string }>(join(projectRoot, SETTINGS_RECORD))?.SITE_URL ?? readBuildSettings({}).SITE_URL
  );
}

export const isBuildStale = (...args: Parameters<typeof whyStale>): boolean => whyStale(...args) !== undefined;

/**
 * Records the files the build was made from. Files changed after `since` (ms since the epoch: when the build
 * started, so it may not have seen them) are left out, and so count as changed next time.
 */
export function recordInputs(projectRoot: string, since: number, inputs: readonly string[] = BUILD_INPUTS): void {
  const before = readJson<Inputs>(join(projectRoot, INPUTS_RECORD)) ?? {};
  const record: Inputs = {};
  for (const path of listInputs(projectRoot, inputs)) {
    const { size, mtimeMs } = statSync(join(projectRoot, path));
    if (mtimeMs > since) continue;
    const known = before[path];
    record[path] =
      known && known[0] === size && known[1] === mtimeMs ? known : [size, mtimeMs, hashOf(join(projectRoot, path))];
  }
  writeFileSync(join(projectRoot, INPUTS_RECORD), JSON.stringify(record));
}

function sameFile(projectRoot: string, path: string, known: Inputs[string] | undefined): boolean {
  if (!known) return false;
  const { size, mtimeMs } = statSync(join(projectRoot, path));
  if (size !== known[0]) return false;
  return mtimeMs === known[1] || hashOf(join(projectRoot, path)) === known[2];
}

/** Every input file, by its path relative to the project root with forward slashes, node_modules left out. */
function listInputs(projectRoot: string, inputs: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    let entries;
    try {
      entries = readdirSync(join(projectRoot, path), { withFileTypes: true });
    } catch {
      if (isFile(join(projectRoot, path)) && !GENERATED.test(path)) files.push(path);
      return;
    }
    for (const entry of entries) {
      if (entry.name === "node_modules") continue;
      const child = `${path}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !GENERATED.test(child)) files.push(child);
    }
  };
  for (const input of inputs) walk(input);
  return files.sort();
}

const hashOf = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/**
 * Builds the site when it is stale, saying why first (`npm start` and `npm run edge` do this before serving); returns
 * why the build failed, or undefined when the build is fresh or was made.
 */
export function buildWhenStale(projectRoot: string, name: string): string | undefined {
  const stale = whyStale(projectRoot);
  if (!stale) return undefined;
  console.log(`${name}: building the site first, because ${stale}.`);
  // Another start may be building this folder already: the build then waits for it and finds the build fresh.
  const build = runNpm(["run", "build", "--", "--if-stale"], { cwd: projectRoot, stdio: "inherit" });
  return build.status === 0
    ? undefined
    : `build failed (${build.error?.message ?? `exit ${build.status ?? build.signal}`})`;
}
