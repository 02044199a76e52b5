import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projects } from "../model/box.ts";
import { listImages } from "../model/images.ts";

// What the READMEs tell a reader to type or where to look must exist: every `npm run` script, every path of the
// repository, every picture path (against the example content), in the code of README.md and content/README.md; and
// no comment or message of the code names an `npm run` script that is not there.

const scripts = new Set(Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: object }).scripts));
const srcs = new Set(listImages().map((ref) => ref.image.src));
// The documents the content offers for download, which the artist's own file replaces under content/.
const documents = new Set(projects.flatMap((project) => project.page.document?.file ?? []));
const FOLDERS = "content|model|packages|scripts|server|shared|inbox|edge|app|tests|docs|public|schemas|\\.ci";
// Written by the build or by the server: not in the repository.
const MADE = /^(public\/(assets|downloads|share|icons)|data|edge\/\.wrangler)\//;

/** The code of a Markdown text: its fenced blocks and its inline code spans. */
const codeOf = (markdown: string) => [
  ...[...markdown.matchAll(/```[^\n]*\n([^]*?)```/g)].map((m) => m[1]!),
  ...[...markdown.replace(/```[^]*?```/g, "").matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!),
];

describe.each(["README.md", "content/README.md"])("%s", (file) => {
  const code = codeOf(readFileSync(file, "utf8"));

  it("names only npm scripts that exist", () => {
    const named = code.flatMap((text) => [...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!));
    expect(named.length + code.length).toBeGreaterThan(0);
    expect(named.filter((script) => !scripts.has(script))).toEqual([]);
  });

  it("names only paths that exist, and pictures the content has", () => {
    const paths = code.flatMap((text) =>
      [...text.matchAll(new RegExp(`(?:^|[\\s"'(])((?:${FOLDERS})/[\\w./*<>-]*)`, "g"))]
        .map((m) => m[1]!)
        .filter((path) => !/[*<]/.test(path)),
    );
    const wrong = paths.filter((path) => {
      if (path.startsWith("content/images/") && /\.\w+$/.test(path))
        return !srcs.has(path.slice("content/images/".length));
      if (path.startsWith("content/downloads/")) return !documents.has(path.slice("content".length));
      return !MADE.test(path) && !existsSync(path.replace(/\/$/, ""));
    });
    expect(wrong).toEqual([]);
    const named = code.flatMap((text) => [...text.matchAll(/"src": "([^"]+)"/g)].map((m) => m[1]!));
    const inImages = code.flatMap((text) =>
      [...text.matchAll(/(?:^|[\s`(])images\/([\w/-]+\.\w+)/g)].map((m) => m[1]!),
    );
    expect([...named, ...inImages].filter((src) => !srcs.has(src) && !src.includes("<"))).toEqual([]);
  });
});

it("no comment or message names an npm script that does not exist", () => {
  const files = ["app", "edge", "inbox", "model", "packages", "scripts", "server", "shared", "tests"].flatMap(
    (folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((name) => /\.(ts|tsx)$/.test(name))
        .map((name) => join(folder, name)),
  );
  const wrong = files.flatMap((name) =>
    [...readFileSync(name, "utf8").matchAll(/npm run ([\w:-]+)/g)]
      .map((m) => m[1]!)
      .filter((script) => !scripts.has(script))
      .map((script) => `${name}: npm run ${script}`),
  );
  expect(wrong).toEqual([]);
});
