import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheet.ts";
import { tempFolders } from "../../tests/support/temp-folders.ts";

const temp = tempFolders("inline-css");
let client: string;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-AbC1.css"/></head><body>${body}</body></html>`;

beforeEach(async () => {
  client = temp.make();
  await mkdir(join(client, "assets"));
  await mkdir(join(client, "about"));
  await writeFile(join(client, "assets", "root-AbC1.css"), "body{color:red}");
  await writeFile(join(client, "index.html"), page("home"));
  await writeFile(join(client, "about", "index.html"), page("about"));
  await writeFile(join(client, "404.html"), "<html><head></head><body>no stylesheet</body></html>");
});

afterEach(temp.removeAll);

describe("inlineStylesheets", () => {
  it("puts the stylesheet inline in every page and disables the link React expects", async () => {
    expect(await inlineStylesheets(client)).toBe(2);
    for (const file of ["index.html", "about/index.html"]) {
      const html = await readFile(join(client, file), "utf8");
      expect(html).toContain(
        '<style>body{color:red}</style><link rel="stylesheet" href="/assets/root-AbC1.css" disabled=""/></head>',
      );
    }
    expect(await readFile(join(client, "404.html"), "utf8")).toBe(
      "<html><head></head><body>no stylesheet</body></html>",
    );
  });

  it("refuses a stylesheet that would end the <style> element early", async () => {
    await writeFile(join(client, "assets", "root-AbC1.css"), "a::after{content:'</style>'}");
    await expect(inlineStylesheets(client)).rejects.toThrow('/assets/root-AbC1.css contains "</style"');
  });
});
