import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dropModulePreloads } from "./drop-module-preloads";

let client: string;
const BOOT =
  '<script type="module" async="">import "/assets/manifest-1.js";import("/assets/entry.client-2.js");</script>';

beforeEach(async () => {
  client = await mkdtemp(join(tmpdir(), "module-preloads-"));
  await mkdir(join(client, "about"));
  await writeFile(
    join(client, "about", "index.html"),
    `<html><head><link rel="preload" href="/font.woff2" as="font"/><link rel="modulepreload" href="/assets/root-1.js"/>` +
      `<link rel="modulepreload" href="/assets/about-1.js"/></head><body><h1>About</h1>${BOOT}</body></html>`,
  );
  await writeFile(join(client, "404.html"), "<html><head></head><body>nothing to drop</body></html>");
});

afterEach(() => rm(client, { recursive: true, force: true }));

describe("dropModulePreloads", () => {
  it("removes the module preloads and keeps everything else, the page's module script included", async () => {
    expect(await dropModulePreloads(client)).toBe(1);
    expect(await readFile(join(client, "about", "index.html"), "utf8")).toBe(
      `<html><head><link rel="preload" href="/font.woff2" as="font"/></head><body><h1>About</h1>${BOOT}</body></html>`,
    );
    expect(await readFile(join(client, "404.html"), "utf8")).toBe(
      "<html><head></head><body>nothing to drop</body></html>",
    );
  });
});
