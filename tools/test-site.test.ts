import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CODE, EXAMPLE_CONTENT, exampleSite, layOutExample, prepareExampleSite, ROOT_FILES } from "./test-site.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";

// Her edits never reach what the browser tests check: on a copy of the repository's content where she has followed
// the README (her own picture for bb/posters/poster-01.png, a project removed from the box, a word changed), the tests'
// site is a build of the example content apart from hers, which holds none of her files.

const temp = tempFolders("her-edits");
let root: string;
beforeAll(() => {
  root = temp.make();
  cpSync(EXAMPLE_CONTENT, join(root, "content"), { recursive: true });
  cpSync(EXAMPLE_CONTENT, join(root, EXAMPLE_CONTENT), { recursive: true });
  // The code itself does not matter here: empty folders and files stand in for it.
  for (const folder of CODE) mkdirSync(join(root, folder));
  for (const file of ROOT_FILES) writeFileSync(join(root, file), "");
  const content = join(root, "content");
  mkdirSync(join(content, "images", "bb", "posters"), { recursive: true });
  writeFileSync(join(content, "images", "bb", "posters", "poster-01.png"), "her 900 px picture");
  const box = JSON.parse(readFileSync(join(content, "box.json"), "utf8")) as { projects: string[] };
  writeFileSync(join(content, "box.json"), JSON.stringify({ ...box, projects: box.projects.slice(1) }));
  const words = join(content, "words", "common.json");
  writeFileSync(words, readFileSync(words, "utf8").replace('"Close"', '"Shut"'));
  mkdirSync(join(root, "node_modules"));
});
afterAll(temp.removeAll);

it("builds the tests' site from the example content, apart from hers", () => {
  const site = exampleSite(root);
  expect(site.own).toBe(false);
  prepareExampleSite(root);
  const copy = join(site.dir, "content");
  expect(existsSync(join(copy, "images", "bb", "posters", "poster-01.png"))).toBe(false);
  for (const file of ["box.json", "words/common.json"])
    expect(readFileSync(join(copy, file), "utf8")).toBe(readFileSync(join(EXAMPLE_CONTENT, file), "utf8"));
  // Her own content is left as she made it.
  expect(readFileSync(join(root, "content", "words", "common.json"), "utf8")).toContain('"Shut"');
});

it("lays out a copy for a test to edit with the example site's picture caches, not hers", () => {
  const site = exampleSite(root);
  prepareExampleSite(root);
  const cached = join(".cache", "images", "an-example-picture.json");
  mkdirSync(join(site.dir, ".cache", "images"), { recursive: true });
  writeFileSync(join(site.dir, cached), "{}");
  const copy = temp.make();
  layOutExample(root, copy);
  expect(existsSync(join(copy, cached))).toBe(true);
  expect(readFileSync(join(copy, "content", "box.json"), "utf8")).toBe(
    readFileSync(join(EXAMPLE_CONTENT, "box.json"), "utf8"),
  );
});
