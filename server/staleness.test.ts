import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readBuildSettings } from "../model/build-settings.ts";
import { BUILD_INPUTS, isBuildStale, newestMtime, SETTINGS_RECORD } from "./staleness.ts";

let project: string;

/** Writes a file and sets its (and its parent directory's) modification time to `at` seconds since the epoch. */
function write(rel: string, at: number) {
  const path = join(project, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, rel);
  utimesSync(path, at, at);
  utimesSync(dirname(path), at, at);
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "mischief-stale-"));
  write("app/root.tsx", 1000);
  write("app/routes/home.tsx", 1000);
  write("model/box.ts", 1000);
  write("package.json", 1000);
  // Creating subdirectories touched their parents: set every directory back to the fixture's time.
  for (const entry of readdirSync(project, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) utimesSync(join(entry.parentPath, entry.name), 1000, 1000);
  }
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

/** A build at `at`, made without any build-time setting. */
function build(at = 2000) {
  write("build/client/index.html", at);
  writeFileSync(join(project, SETTINGS_RECORD), JSON.stringify(readBuildSettings({})));
}

/** Staleness in an environment without build-time settings unless given. */
const stale = (env: Record<string, string | undefined> = {}) => isBuildStale(project, BUILD_INPUTS, env);

describe("isBuildStale", () => {
  it("is stale when there is no build", () => {
    expect(stale()).toBe(true);
  });

  it("is fresh when the build is newer than every input (missing inputs are fine)", () => {
    build();
    expect(stale()).toBe(false);
  });

  it.each([
    "app/routes/home.tsx",
    "app/components/deep/new.tsx",
    "content/projects/mb/index.md",
    "public/brand/logo.svg",
    "scripts/optimize.ts",
    "react-router.config.ts",
    "vite.config.ts",
    "package.json",
  ])("is stale when %s changed after the build", (input) => {
    build();
    write(input, 3000);
    expect(stale()).toBe(true);
  });

  it("is stale when a file was deleted after the build (its directory changed)", () => {
    build();
    rmSync(join(project, "app/routes/home.tsx"));
    utimesSync(join(project, "app/routes"), 3000, 3000);
    expect(stale()).toBe(true);
  });

  it("ignores files that are not build inputs, and node_modules", () => {
    build();
    write("README.md", 3000);
    write("tests/e2e/a.spec.ts", 3000);
    write("app/node_modules/x/index.js", 3000);
    utimesSync(join(project, "app"), 1000, 1000);
    expect(stale()).toBe(false);
  });
});

describe("isBuildStale and build-time settings", () => {
  it("is stale when a build-time setting differs from the one the build was made with", () => {
    build();
    expect(stale()).toBe(false);
    expect(stale({ CONTACT_ENDPOINT: "https://formspree.io/f/abc" })).toBe(true);
    expect(stale({ UNRELATED: "x" })).toBe(false);
  });

  it("compares the settings as the build reads them: a blank one or the default spelled out is no change", () => {
    build();
    expect(stale({ SITE_URL: " ", CONTACT_ENDPOINT: "/f/contact" })).toBe(false);
    expect(stale({ SITE_URL: "http://127.0.0.1:3000/" })).toBe(false);
  });

  it("is stale when a setting is bad, so that the build names it", () => {
    build();
    expect(stale({ SITE_URL: "example.com" })).toBe(true);
  });

  it("is stale when the build has no record of its settings", () => {
    build();
    rmSync(join(project, SETTINGS_RECORD));
    expect(stale()).toBe(true);
  });
});

describe("newestMtime", () => {
  it("is -Infinity for a missing path", () => {
    expect(newestMtime(join(project, "nope"))).toBe(-Infinity);
  });

  it("finds the newest file below a directory", () => {
    write("app/a/b/c.ts", 5000);
    utimesSync(join(project, "app/a"), 1000, 1000);
    utimesSync(join(project, "app"), 1000, 1000);
    expect(newestMtime(join(project, "app"))).toBe(5000 * 1000);
  });
});
