import { mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readBuildSettings } from "./build-settings.ts";
import { BUILD_INPUTS, recordInputs, SETTINGS_RECORD, whyStale } from "./build-record.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";

const temp = tempFolders("stale");
let project: string;

/** Writes a file with its modification time at `at` seconds since the epoch. */
function write(rel: string, text: string, at = 1000) {
  const path = join(project, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  utimesSync(path, at, at);
}

beforeEach(() => {
  project = temp.make();
  write("app/root.tsx", "root");
  write("app/routes/home.tsx", "home");
  write("content/box.json", '{"projects":["mb"]}');
  write("model/box.ts", "box");
  write("package.json", "{}");
});

afterEach(temp.removeAll);

/** A build made at 2000 s from the files as they are, without any build-time setting. */
function build() {
  write("build/client/index.html", "<!doctype html>", 2000);
  writeFileSync(join(project, SETTINGS_RECORD), JSON.stringify(readBuildSettings({})));
  recordInputs(project, 2000 * 1000);
}

/** Why the build is stale, in an environment without build-time settings unless given. */
const why = (env: Record<string, string | undefined> = {}) => whyStale(project, BUILD_INPUTS, env);

describe("whyStale", () => {
  it("says there is no build", () => {
    expect(why()).toBe("there is no build yet");
  });

  it("is fresh when every input is as the build recorded it (missing inputs are fine)", () => {
    build();
    expect(why()).toBeUndefined();
  });

  it("names what changed, came or went", () => {
    build();
    write("content/box.json", '{"projects":["mb","zine"]}', 3000);
    write("content/projects/zine/project.json", "{}", 3000);
    rmSync(join(project, "app/routes/home.tsx"));
    expect(why()).toBe(
      "content/box.json changed, content/projects/zine/project.json is new, app/routes/home.tsx was removed",
    );
    write("public/brand/logo.svg", "<svg/>", 3000);
    expect(why()).toMatch(/ and 1 more$/);
  });

  it("sees no change in a file saved again unchanged, or only touched", () => {
    build();
    write("content/box.json", '{"projects":["mb"]}', 5000);
    utimesSync(join(project, "app/root.tsx"), 6000, 6000);
    expect(why()).toBeUndefined();
  });

  it("ignores what the build writes into public/, files that are not inputs, and node_modules", () => {
    build();
    write("public/assets/img/x.avif", "x", 3000);
    write("public/manifest.webmanifest", "{}", 3000);
    write("README.md", "readme", 3000);
    write("tests/e2e/a.spec.ts", "test", 3000);
    write("app/node_modules/x/index.js", "x", 3000);
    expect(why()).toBeUndefined();
  });

  it("leaves out of the record a file changed while the build ran, so the next start builds again", () => {
    write("content/box.json", '{"projects":["mb","zine"]}', 2500);
    write("build/client/index.html", "<!doctype html>", 3000);
    writeFileSync(join(project, SETTINGS_RECORD), JSON.stringify(readBuildSettings({})));
    recordInputs(project, 2000 * 1000);
    expect(why()).toBe("content/box.json is new");
  });

  it("says so when the build records no inputs (an older build)", () => {
    write("build/client/index.html", "<!doctype html>", 2000);
    expect(why()).toBe("the build does not record what it was made from");
  });
});

describe("whyStale and build-time settings", () => {
  it("says a build-time setting differs from the one the build was made with", () => {
    build();
    expect(why({ CONTACT_ENDPOINT: "https://formspree.io/f/abc" })).toBe(
      "a build setting (SITE_URL, CONTACT_ENDPOINT) changed",
    );
    expect(why({ UNRELATED: "x" })).toBeUndefined();
  });

  it("compares the settings as the build reads them: a blank one or the default spelled out is no change", () => {
    build();
    expect(why({ SITE_URL: " ", CONTACT_ENDPOINT: "/f/contact" })).toBeUndefined();
    expect(why({ SITE_URL: "http://127.0.0.1:3000/" })).toBeUndefined();
  });

  it("is stale when a setting is bad, so that the build names it", () => {
    build();
    expect(why({ SITE_URL: "example.com" })).toBe("a build setting is wrong (the build names it)");
  });

  it("is stale when the build has no record of its settings", () => {
    build();
    rmSync(join(project, SETTINGS_RECORD));
    expect(why()).toBe("the build does not record its settings");
  });
});
