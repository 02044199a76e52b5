import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStudio, testRepository, type TestStudio } from "../tests/support/studio.ts";
import { CONTENT_FILES } from "../model/content-files.ts";
import { PICTURE_MANIFEST } from "../shared/pictures.ts";
import { bundleEditor, bundleIsStale } from "./bundle.ts";
import { hostAllowed } from "./server.ts";

// The studio's own parts, on a copy of the example content: its refusals in the build's words with the places they
// name, the Host check, its page, free names for her pictures, the overview the editor starts from, her pictures as
// thumbnails, and a save of every file through the real API that leaves each byte-identical, in whatever order the
// editor sends the fields. Its defences are studio/hostile.test.ts's. (A save of a project runs the build's whole
// check in a worker thread: up to a second on a busy machine, hence the longer time limits.)

let studio: TestStudio;
beforeAll(async () => {
  if (bundleIsStale()) await bundleEditor();
  const root = testRepository();
  // The build's pictures, as `npm run assets` left them in the project: the placeholders the editor shows.
  symlinkSync(join(process.cwd(), ".cache"), join(root, ".cache"), "dir");
  studio = await openTestStudio(root);
}, 60_000);
afterAll(() => studio?.close());

const read = (path: string) => readFileSync(join(studio.root, path), "utf8");
const project = () => JSON.parse(read("content/projects/wol/project.json"));
const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

describe("a save", { timeout: 20_000 }, () => {
  it("is refused as the build refuses it, in the build's words without its frame, with the place, and leaves the file alone", async () => {
    const file = "content/projects/wol/project.json";
    const before = read(file);
    const data = project();
    data.card.description = " ";
    data.page.showcase[0].images[2].alt = "";
    const answer = await studio.save({ [file]: JSON.stringify(data, null, 2) });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(
      `card.description must not be empty\nsection 1 "${data.page.showcase[0].title}", picture 3: alt must not be empty`,
    );
    expect(answer.body.problems).toEqual([
      {
        file,
        lines: (answer.body.error as string).split("\n"),
        at: [
          ["card", "description"],
          ["page", "showcase", 0, "images", 2, "alt"],
        ],
      },
    ]);
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

  it("gives the pictures that come with it free, clean names in their folder, several at once", async () => {
    const before = read("content/projects/wol/project.json");
    const data = project();
    const gallery = data.page.showcase.at(-1).images;
    gallery.push({ src: "upload:a", alt: "A red poster" }, { src: "upload:b", alt: "A green poster" });
    const folder = "content/images/wol";
    const uploads = {
      "upload:a": { folder, name: "New Poster.png", bytes: await png("#a00") },
      "upload:b": { folder, name: "new poster.PNG", bytes: await png("#0a0") },
    };
    const answer = await studio.save({ "content/projects/wol/project.json": JSON.stringify(data) }, uploads);
    expect(answer.body.pictures).toEqual({ "upload:a": "wol/new-poster.png", "upload:b": "wol/new-poster-2.png" });
    expect(
      project()
        .page.showcase.at(-1)
        .images.slice(-2)
        .map((image: { src: string }) => image.src),
    ).toEqual(["wol/new-poster.png", "wol/new-poster-2.png"]);
    expect((await studio.save({ "content/projects/wol/project.json": before })).status).toBe(200);
  });
});

describe("the server", { timeout: 20_000 }, () => {
  it("answers only requests that name 127.0.0.1 or localhost on its port, with the editor's page", async () => {
    const { port } = studio;
    expect(hostAllowed(`127.0.0.1:${port}`, port)).toBe(true);
    expect(hostAllowed(`localhost:${port}`, port)).toBe(true);
    for (const host of ["evil.example", `evil.example:${port}`, `127.0.0.1:${port + 1}`, undefined])
      expect(hostAllowed(host, port)).toBe(false);
    // fetch() sets Host itself: a raw request names another one, as a rebound DNS name would.
    const status = await new Promise((resolve) =>
      request({ port, host: "127.0.0.1", path: "/studio/", headers: { host: `rebound.example:${port}` } }, (answer) =>
        resolve(answer.statusCode),
      ).end(),
    );
    expect(status).toBe(421);
    const page = await fetch(`${studio.base}/studio/`, { headers: { cookie: studio.cookie } });
    expect(page.headers.get("content-security-policy")).toMatch(
      /script-src 'self'; style-src 'self';.*frame-src 'none'/,
    );
    const script = /src="(\/studio\/assets\/[\w.-]+\.js)"/.exec(await page.text())?.[1];
    const bundle = await fetch(`${studio.base}${script}`, { headers: { cookie: studio.cookie } });
    expect([bundle.status, bundle.headers.get("content-type")]).toEqual([200, "text/javascript; charset=utf-8"]);
  });

  it("starts the editor with her projects in the box's order, by name and card picture, and every file it edits", async () => {
    const { body } = await studio.call("overview", {});
    const projects = body.projects as { slug: string; title: string; picture?: string; listed: boolean }[];
    expect(projects.map((p) => p.slug)).toEqual(JSON.parse(read("content/box.json")).projects);
    expect(projects.find((p) => p.slug === "wol")).toMatchObject({ title: "Wall of Legends", listed: true });
    expect(projects.every((p) => p.picture)).toBe(true);
    const kinds = body.kinds as { pattern: string; schema: string }[];
    const writable = Object.entries(CONTENT_FILES).flatMap(([path, kind]) => (kind.studio ? [`content/${path}`] : []));
    expect(kinds.map((kind) => kind.pattern).toSorted()).toEqual(writable.toSorted());
    for (const { schema } of kinds) expect(body.schemas).toHaveProperty([schema, "type"], "object");
    expect(body).toMatchObject({ preview: null, targets: [] });
  });

  it("shows her pictures small: her file, or the placeholder the build drew", async () => {
    writeFileSync(join(studio.root, "content/images/wol/mine.png"), await png("#345"));
    const kinds = async (src: string) => (await studio.picture(src)).headers.get("content-type");
    expect(await kinds("wol/mine.png")).toBe("image/webp");
    // A picture the build has not drawn yet: said so.
    expect(await kinds("wol/not-drawn-yet.png")).toBe("image/svg+xml");
    expect((await studio.picture("Not A Src.png")).status).toBe(404);
  });
});

describe("the server's pictures", () => {
  it("shows a placeholder the build drew as the build encoded it", async () => {
    // A repository with a build of its own (one encoded picture and its manifest), so that this never waits for the
    // project's build.
    const root = testRepository();
    rmSync(join(root, "public"));
    mkdirSync(join(root, "public", "assets", "img"), { recursive: true });
    const src = project().page.showcase[0].images[0].src;
    const stem = "/assets/img/drawn-0a1b2c3d";
    await sharp(await png("#a53"))
      .resize(360)
      .webp()
      .toFile(join(root, "public", `${stem}-360.webp`));
    mkdirSync(join(root, dirname(PICTURE_MANIFEST)), { recursive: true });
    const entry = { slug: "drawn", stem, widths: [360], width: 600, height: 800, color: "#aa5533", placeholder: "" };
    writeFileSync(join(root, PICTURE_MANIFEST), JSON.stringify({ version: 3, pictures: { [src]: entry } }));
    const own = await openTestStudio(root);
    try {
      const encoded = await own.picture(src);
      expect(encoded.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await encoded.arrayBuffer())).metadata()).width).toBe(360);
    } finally {
      await own.close();
    }
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
    const before = new Map(files.map((file) => [file, read(file)]));
    // In another order than the file's (here: reversed), `$schema` last, on one line.
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
      const answer = await studio.save({ [file]: JSON.stringify(reversed(JSON.parse(before.get(file)!))) });
      expect(answer.status, file).toBe(200);
    }
    for (const [file, text] of before) expect(read(file), file).toBe(text);
  }, 30_000);

  it("adds a new project to the end of the box, in the folder she chose", async () => {
    // Its own pictures (each picture is shown once), drawn by its own placeholders, put beside it as she would.
    const copy = JSON.stringify({ ...project(), card: { ...project().card, title: "Copy" } }).replaceAll(
      '"wol/',
      '"my-copy/',
    );
    mkdirSync(join(studio.root, "content/projects/my-copy"));
    const recipes = read("content/projects/wol/placeholders.json").replaceAll('"wol/', '"my-copy/');
    writeFileSync(join(studio.root, "content/projects/my-copy/placeholders.json"), recipes);
    const saved = await studio.save({ "content/projects/my-copy/project.json": copy }, {}, true);
    expect(saved.status, saved.body.error).toBe(200);
    expect(JSON.parse(read("content/box.json")).projects.at(-1)).toBe("my-copy");
    const again = await studio.save({ "content/projects/my-copy/project.json": copy }, {}, true);
    expect(again.body.error).toBe("content/projects/my-copy/ already exists: give the new project another folder.");
  }, 20_000);
});
