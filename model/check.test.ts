import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkPublicFile, unusedOriginals } from "./check.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";

// The checks of the files the content names: a missing one would show as a broken image, and a picture saved where no
// src points would be silently left out.

const temp = tempFolders("check");
let root: string;
const file = (path: string) => {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), "x");
};
beforeEach(() => {
  root = temp.make();
});
afterEach(temp.removeAll);

describe("checkPublicFile", () => {
  it("passes a file that is there, and names a missing one with the file it may mean", () => {
    file("public/brand/menu/zine.svg");
    expect(() =>
      checkPublicFile(root, "content/projects/zine/project.json", "menu.logo", "/brand/menu/zine.svg"),
    ).not.toThrow();
    expect(() =>
      checkPublicFile(root, "content/projects/zine/project.json", "menu.logo", "/brand/menu/zin.svg"),
    ).toThrow(
      'Content error in content/projects/zine/project.json:\n  menu.logo: there is no file at public/brand/menu/zin.svg: did you mean "zine.svg"?',
    );
  });
});

describe("unusedOriginals", () => {
  it("warns of each picture no src names, with the nearest src", () => {
    file("content/images/bb/posters/01.png");
    file("content/images/bb/posters/poster-02.png");
    file("content/images/notes.txt");
    expect(
      unusedOriginals(join(root, "content"), new Set(["bb/posters/poster-01.png", "bb/posters/poster-02.png"])),
    ).toEqual([
      'content/images/bb/posters/01.png is not the src of any picture, so it is not shown (the nearest src is "bb/posters/poster-01.png")',
    ]);
  });

  it("says nothing without an images folder", () => {
    expect(unusedOriginals(join(root, "content"), new Set())).toEqual([]);
  });
});
