import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStudio, type TestStudio } from "../tests/support/studio.ts";
import { CONTENT_FILES } from "../model/content-files.ts";
import { EXAMPLE_CONTENT } from "../tools/test-site.ts";
import { decapConfig, type Field } from "./config.ts";
import { CSP, hostAllowed } from "./server.ts";

// The studio's own parts, on a copy of the example content: its refusals in the build's words, the Host check, the
// rename on a name clash, the config made from the schemas, and a save of every file through the real API that leaves
// each byte-identical, in whatever order the editor sends the fields. Its defences are studio/hostile.test.ts's.
// (A save of a project runs the build's whole check in a worker thread: up to a second on a busy machine, hence the
// longer time limits.)

let studio: TestStudio;
beforeAll(async () => {
  studio = await openTestStudio();
});
afterAll(() => studio?.close());

const read = (path: string) => readFileSync(join(studio.root, path), "utf8");
const project = () => JSON.parse(read("content/projects/wol/project.json"));
const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

describe("a save", { timeout: 20_000 }, () => {
  it("is refused as the build refuses it, in the build's words without its frame, and leaves the file alone", async () => {
    const file = "content/projects/wol/project.json";
    const before = read(file);
    const data = project();
    data.card.description = " ";
    const answer = await studio.save({ [file]: JSON.stringify(data, null, 2) });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe("card.description must not be empty");
    expect(read(file)).toBe(before);
  });

  it("is refused for a refinement JSON Schema cannot carry: a pairs section with an odd number of pictures", async () => {
    const data = project();
    data.page.showcase[1].layout = "pairs";
    data.page.showcase[1].images.push({ src: "wol/extra.png", alt: "One more" });
    const answer = await studio.save({ "content/projects/wol/project.json": JSON.stringify(data) });
    expect(answer.body.error).toMatch(/^section 2 ".*": images a pairs section needs an even number of images$/);
  });

  it("is formatted with the project's Prettier, and never of placeholders.json or a file outside content/", async () => {
    const box = {
      $schema: "../schemas/box.schema.json",
      projects: ["wol", "mb", "bb", "mbb", "bcts", "xb", "xbl", "everydays"],
    };
    expect((await studio.save({ "content/box.json": JSON.stringify(box) })).status).toBe(200);
    expect(read("content/box.json")).toBe(
      `{\n  "$schema": "../schemas/box.schema.json",\n  "projects": ${JSON.stringify(box.projects).replaceAll(",", ", ")}\n}\n`,
    );
    expect((await studio.save({ "content/projects/wol/placeholders.json": "{}" })).status).toBe(403);
    expect((await studio.save({ "../outside.json": "{}" })).status).toBe(403);
  });
});

describe("the server", { timeout: 20_000 }, () => {
  it("answers only requests that name 127.0.0.1 or localhost on its port", async () => {
    const { port } = studio;
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
    const page = await fetch(`${studio.base}/admin/`, { headers: { cookie: studio.cookie } });
    expect(page.headers.get("content-security-policy")).toBe(CSP);
    expect(await page.text()).toContain('src="/admin/studio.js"');
    const script = await fetch(`${studio.base}/admin/studio.js`, { headers: { cookie: studio.cookie } });
    expect(await script.text()).toContain('registerWidget("image"');
  });

  it("gives a picture whose name is taken a free name, and touches nothing else", async () => {
    const upload = (bytes: Buffer) => studio.upload("content/images/wol/New Poster.png", bytes);
    const [first, second] = [await png("#a00"), await png("#0a0")];
    expect((await upload(first)).body.path).toBe("content/images/wol/new-poster.png");
    expect((await upload(second)).body.path).toBe("content/images/wol/new-poster-2.png");
    expect(readFileSync(join(studio.root, "content/images/wol/new-poster.png")).equals(first)).toBe(true);
    expect((await studio.api("freeName", { folder: "content/images/wol", name: "New Poster.PNG" })).body.name).toBe(
      "new-poster-3.png",
    );
  });

  it("saves every project, box.json, site.json and the words as the editor sends them: each file byte-identical", async () => {
    const files = [
      ...readdirSync(join(studio.root, "content/projects")).map((slug) => `content/projects/${slug}/project.json`),
      "content/box.json",
      "content/site.json",
      "content/words/common.json",
      "content/words/pages.json",
      "content/words/contact.json",
    ];
    const placeholders = readdirSync(join(studio.root, "content/projects")).map(
      (slug) => `content/projects/${slug}/placeholders.json`,
    );
    const before = new Map([...files, ...placeholders].map((file) => [file, read(file)]));
    // As Decap sends it: indented by two, the fields in the form's order (here: reversed), `$schema` last.
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    for (const file of files) {
      const answer = await studio.save({
        [file]: `${JSON.stringify(reversed(JSON.parse(before.get(file)!)), null, 2)}\n`,
      });
      expect(answer.status, file).toBe(200);
    }
    for (const [file, text] of before) expect(read(file), file).toBe(text);
  }, 30_000);

  it("adds a new project to the end of the box, and removes a removed one with its folder", async () => {
    // Its own pictures (each picture is shown once), drawn by its own placeholders, put beside it as she would.
    const copy = JSON.stringify({ ...project(), card: { ...project().card, title: "Copy" } }).replaceAll(
      '"wol/',
      '"copy/',
    );
    mkdirSync(join(studio.root, "content/projects/copy"));
    const recipes = read("content/projects/wol/placeholders.json").replaceAll('"wol/', '"copy/');
    writeFileSync(join(studio.root, "content/projects/copy/placeholders.json"), recipes);
    const saved = await studio.save({ "content/projects/copy/project.json": copy }, {}, true);
    expect(saved.status, saved.body.error).toBe(200);
    expect(JSON.parse(read("content/box.json")).projects.at(-1)).toBe("copy");
    const removed = await studio.remove(["content/projects/copy/project.json"]);
    expect(removed.status, removed.body.error).toBe(200);
    expect(existsSync(join(studio.root, "content/projects/copy"))).toBe(false);
    expect(JSON.parse(read("content/box.json")).projects).not.toContain("copy");
    expect((await studio.remove(["content/site.json"])).status).toBe(403);
  }, 20_000);
});

describe("the config made from the schemas", () => {
  const config = decapConfig(join(EXAMPLE_CONTENT));
  const collections = config.collections as {
    name: string;
    folder?: string;
    fields?: Field[];
    files?: { name: string; file: string; fields: Field[] }[];
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
    expect(find(projectFields, "card.image.alt")).toMatchObject({
      required: false,
      hint: expect.stringMatching(/Needed once this block is used\.$/),
    });
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
    expect((find(projectFields, "card.badges").field as Field).pattern).toEqual(["^#\\w+$", "must match ^#\\w+$"]);
  });

  it("marks what the build needs that the form cannot: a list's first item, a section's title or label", () => {
    for (const list of ["card.badges", "page.listItems"])
      expect(find(projectFields, list), list).toMatchObject({
        min: 1,
        default: [""],
        hint: expect.stringMatching(/At least one\.$/),
      });
    expect(find(projectFields, "page.showcase.images")).toMatchObject({
      min: 1,
      hint: expect.stringMatching(/At least one\.$/),
    });
    for (const either of ["page.showcase.title", "page.showcase.label"])
      expect(find(projectFields, either).hint).toMatch(/A section needs a title or a label\.$/);
  });

  it("lists the project folders in box.json's select", () => {
    const site = collections.find((c) => c.name === "site")!;
    const box = site.files!.find((f) => f.name === "box")!;
    expect((box.fields[1]!.field as Field).options).toEqual(expect.arrayContaining(["bb", "wol", "mbb"]));
  });

  it("covers every kind of content file the studio may write, and no other", () => {
    const edited = collections.flatMap((c) =>
      c.files
        ? c.files.map((f) => f.file.replace(/^content\//, ""))
        : [`${c.folder!.replace(/^content\//, "")}/{slug}/project.json`],
    );
    const writable = Object.entries(CONTENT_FILES).flatMap(([path, kind]) => (kind.studio ? [path] : []));
    expect(edited.toSorted()).toEqual(writable.toSorted());
  });
});
