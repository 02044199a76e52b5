import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

// The browser tests check the example site, never the artist's own build: with her pictures or projects in content/,
// her build and manifests differ from the example's, and a test that read them turned red for her edit. Every file
// they read of a build, and every picture they look up, comes through tests/e2e/fixtures.ts (`siteBuild`,
// `sitePicture`), which points at the example site. A spec that builds a copy of its own reads that copy's build.

const E2E = join("tests", "e2e");
const specs = readdirSync(E2E, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".ts") && file !== "fixtures.ts",
);

it("read the example site's build and pictures only through the fixtures", () => {
  const readsOwnBuild = specs.flatMap((file) => {
    const text = readFileSync(join(E2E, file), "utf8");
    const found = [
      /join\(\s*"build"/.test(text) && 'join("build", …) from the working folder',
      /["'`]build\/client/.test(text) && '"build/client/…"',
      /shared\/manifests\.ts/.test(text) && "shared/manifests.ts (the working folder's manifests)",
      /["'`]\.cache\//.test(text) && '".cache/…"',
    ].filter(Boolean);
    return found.length > 0 ? [`${file}: ${found.join(", ")}`] : [];
  });
  expect(specs.length).toBeGreaterThan(20);
  expect(readsOwnBuild).toEqual([]);
});
