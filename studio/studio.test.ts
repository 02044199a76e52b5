import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_CONTENT } from "../tools/test-site.ts";
import { decapConfig, type Field } from "./config.ts";
import { freeMediaPath, guardEntry, withoutEmptyObjects } from "./guard.ts";
import { CSP, hostAllowed, startStudio } from "./server.ts";

// The studio's own parts, on a copy of the example content: the guard, the Host check, the rename on a name clash,
// the config made from the schemas, and a save of every file through the real API that leaves each byte-identical.

let root: string;
let studio: { url: string; close(): Promise<void> };
let port: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "mischief-studio-unit-"));
  cpSync(EXAMPLE_CONTENT, join(root, "content"), { recursive: true });
  cpSync(".prettierrc.json", join(root, ".prettierrc.json"));
  port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  studio = await startStudio(root, port);
});

afterAll(async () => {
  await studio?.close();
  rmSync(root, { recursive: true, force: true });
});

const api = (body: object, host = `127.0.0.1:${port}`) =>
  fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: "POST",
    headers: { "content-type": "application/json", host },
    body: JSON.stringify({ branch: "main", ...body }),
  });

const save = (path: string, raw: string) =>
  api({
    action: "persistEntry",
    params: {
      branch: "main",
      entry: { path, slug: path, raw },
      assets: [],
      options: { commitMessage: "save", useWorkflow: false, status: "draft" },
    },
  });

describe("the guard", () => {
  it("refuses what the build refuses, with the build's message, and leaves the file alone", async () => {
    const file = "content/projects/wol/project.json";
    const before = readFileSync(join(root, file), "utf8");
    const data = JSON.parse(before);
    data.card.description = "";
    const answer = await save(file, JSON.stringify(data, null, 2));
    expect(answer.status).toBe(422);
    expect((await answer.json()).error).toMatch(
      /^Content error in content\/projects\/wol\/project\.json:\n.*card\.description/,
    );
    expect(readFileSync(join(root, file), "utf8")).toBe(before);
  });

  it("refuses a refinement JSON Schema cannot carry: a pairs section with an odd number of pictures", async () => {
    const data = JSON.parse(readFileSync(join(root, "content/projects/wol/project.json"), "utf8"));
    data.page.showcase[1].layout = "pairs";
    data.page.showcase[1].images.push({ src: "wol/extra.png", alt: "One more" });
    await expect(guardEntry(root, "projects/wol/project.json", JSON.stringify(data))).rejects.toThrow(/even/);
  });

  it("formats a save with the project's Prettier and never writes placeholders.json", async () => {
    const text = await guardEntry(
      root,
      "box.json",
      JSON.stringify({ $schema: "../schemas/box.schema.json", projects: ["wol", "mb"] }),
    );
    expect(text).toBe('{\n  "$schema": "../schemas/box.schema.json",\n  "projects": ["wol", "mb"]\n}\n');
    await expect(guardEntry(root, "projects/wol/placeholders.json", "{}")).rejects.toThrow(/does not write/);
    expect((await save("content/projects/wol/placeholders.json", "{}")).status).toBe(422);
    expect((await save("../outside.json", "{}")).status).toBe(422);
  });

  it("drops the empty objects Decap writes for a blank optional object", () => {
    expect(withoutEmptyObjects({ card: { image: {}, title: "T" }, list: [{ a: {} }] })).toEqual({
      card: { title: "T" },
      list: [{}],
    });
  });
});

describe("the server", () => {
  it("answers only requests that name 127.0.0.1 or localhost on its port", async () => {
    expect(hostAllowed(`127.0.0.1:${port}`, port)).toBe(true);
    expect(hostAllowed(`localhost:${port}`, port)).toBe(true);
    for (const host of ["evil.example", `evil.example:${port}`, `127.0.0.1:${port + 1}`, undefined])
      expect(hostAllowed(host, port)).toBe(false);
    // fetch() sets Host itself: a raw request names another one, as a rebound DNS name would.
    const status = await new Promise((resolve) =>
      request({ port, host: "127.0.0.1", path: "/admin/", headers: { host: `rebound.example:${port}` } }, (answer) =>
        resolve(answer.statusCode),
      ).end(),
    );
    expect(status).toBe(421);
    const page = await fetch(`${studio.url}`);
    expect(page.headers.get("content-security-policy")).toBe(CSP);
    expect(CSP).toMatch(/default-src 'self'/);
  });

  it("gives an upload whose name is taken a new name instead of overwriting", async () => {
    const asset = (content: string) => ({
      action: "persistMedia",
      params: {
        branch: "main",
        asset: {
          path: "content/images/wol/new-poster.png",
          content: Buffer.from(content).toString("base64"),
          encoding: "base64",
        },
        options: { commitMessage: "upload" },
      },
    });
    expect((await api(asset("first"))).status).toBe(200);
    const second = await (await api(asset("second"))).json();
    expect(second.path).toBe("content/images/wol/new-poster-2.png");
    expect(readFileSync(join(root, "content/images/wol/new-poster.png"), "utf8")).toBe("first");
    expect(readFileSync(join(root, "content/images/wol/new-poster-2.png"), "utf8")).toBe("second");
    expect(freeMediaPath(root, "content/images/wol/new-poster.png")).toBe("content/images/wol/new-poster-3.png");
  });

  it("saves every project, box.json, site.json and the words unchanged: each file byte-identical", async () => {
    const files = [
      ...readdirSync(join(root, "content/projects")).map((slug) => `content/projects/${slug}/project.json`),
      "content/box.json",
      "content/site.json",
      "content/words/common.json",
      "content/words/pages.json",
      "content/words/contact.json",
    ];
    const placeholders = readdirSync(join(root, "content/projects")).map(
      (slug) => `content/projects/${slug}/placeholders.json`,
    );
    const before = new Map([...files, ...placeholders].map((file) => [file, readFileSync(join(root, file), "utf8")]));
    for (const file of files) {
      // As Decap sends it: the parsed file, indented by two.
      const answer = await save(file, `${JSON.stringify(JSON.parse(before.get(file)!), null, 2)}\n`);
      expect(answer.status, file).toBe(200);
    }
    for (const [file, text] of before) expect(readFileSync(join(root, file), "utf8"), file).toBe(text);
  });

  it("adds a new project to the end of the box, and removes a removed one with its folder", async () => {
    const wol = JSON.parse(readFileSync(join(root, "content/projects/wol/project.json"), "utf8"));
    wol.card.title = "Copy";
    expect((await save("content/projects/copy/project.json", JSON.stringify(wol))).status).toBe(200);
    await expect
      .poll(() => JSON.parse(readFileSync(join(root, "content/box.json"), "utf8")).projects.at(-1))
      .toBe("copy");
    writeFileSync(join(root, "content/projects/copy/placeholders.json"), "{}");
    const removed = await api({
      action: "deleteFiles",
      params: { branch: "main", paths: ["content/projects/copy/project.json"], options: { commitMessage: "rm" } },
    });
    expect(removed.status).toBe(200);
    await expect.poll(() => existsSync(join(root, "content/projects/copy"))).toBe(false);
    expect(JSON.parse(readFileSync(join(root, "content/box.json"), "utf8")).projects).not.toContain("copy");
    const image = await api({
      action: "deleteFile",
      params: { branch: "main", path: "content/site.json", options: { commitMessage: "rm" } },
    });
    expect(image.status).toBe(422);
  });
});

describe("the config made from the schemas", () => {
  const config = decapConfig(join(root ?? EXAMPLE_CONTENT, ""));
  const collections = config.collections as {
    name: string;
    fields?: Field[];
    files?: { name: string; fields: Field[] }[];
  }[];
  const projectFields = collections[0]!.fields!;
  const find = (fields: Field[], path: string): Field =>
    path
      .split(".")
      .reduce<Field>(
        (field, name) =>
          ((field.fields as Field[] | undefined) ?? [field.field as Field]).find((f) => f.name === name)!,
        { fields } as unknown as Field,
      );

  it("takes labels, hints, required fields, patterns and enums from the zod schemas", () => {
    expect(find(projectFields, "card.title")).toMatchObject({
      label: "Title",
      widget: "string",
      hint: "The card's title on the overview.",
    });
    expect(find(projectFields, "card.image").required).toBe(false);
    expect(find(projectFields, "card.image.alt").required).toBe(false); // inside an optional object
    expect(find(projectFields, "page.smallTitle")).toMatchObject({
      widget: "select",
      options: ["My Contributions", "What I Explored"],
    });
    expect(find(projectFields, "page.showcase.layout")).toMatchObject({
      widget: "select",
      options: ["grid", "pairs", "lead"],
    });
    expect(find(projectFields, "page.showcase.images.src")).toMatchObject({
      widget: "image",
      media_folder: "/content/images/{{dirname}}",
    });
    expect(find(projectFields, "card.badges")).toMatchObject({ widget: "list", min: 1 });
    expect((find(projectFields, "card.badges").field as Field).pattern).toEqual(["^#\\w+$", "must match ^#\\w+$"]);
  });

  it("lists the project folders in box.json's select, and offers every words file", () => {
    const site = collections.find((c) => c.name === "site")!;
    const box = site.files!.find((f) => f.name === "box")!;
    expect((box.fields[1]!.field as Field).options).toEqual(expect.arrayContaining(["bb", "wol", "mbb"]));
    expect(site.files!.map((f) => f.name)).toEqual(["box", "site", "common", "pages", "contact"]);
  });
});
