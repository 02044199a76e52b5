import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCheck, openTestStudio, reader, type TestStudio } from "../tests/support/studio.ts";

// What the studio accepts leaves her content whole and buildable: files are replaced whole while anyone reads them,
// saves of one file never mix, what the build would refuse is refused (a picture it cannot read, a project listed
// twice), a same-name upload touches no other picture, and an optional field she empties goes. At the end, the
// build's own check passes on what all the accepted saves left. (A save of a project runs the build's whole check in a
// worker thread: up to a second on a busy machine, hence the longer time limits.)

let studio: TestStudio;
beforeAll(async () => {
  studio = await openTestStudio();
});
afterAll(() => studio?.close());

const path = (file: string) => join(studio.root, "content", file);
const read = (file: string) => readFileSync(path(file), "utf8");
const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
const wolFile = "content/projects/wol/project.json";
const wol = () => JSON.parse(read("projects/wol/project.json"));

describe("saves at the same moment", () => {
  it("two saves of a project through the API while it is read: both answered, the file whole, one of the two", async () => {
    const stop = reader(path("projects/wol/project.json"));
    for (let round = 0; round < 8; round++) {
      const texts = ["A", "B"].map((side) =>
        JSON.stringify({ ...wol(), card: { ...wol().card, title: `${side}${round}` } }),
      );
      const [answers, entry] = await Promise.all([
        Promise.all(texts.map((raw) => studio.save({ [wolFile]: raw }))),
        studio.api("getEntry", { path: wolFile }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(JSON.parse(entry.body.data as string).card.title).toMatch(/^(Wall of Legends|[AB]\d)$/);
      expect(wol().card.title).toBe(`B${round}`);
    }
    expect((await stop()).broken).toBe(0);
  }, 60_000);

  it("two saves of one new project at once: one makes it, the box lists it once", async () => {
    const pictures = { cover: await png("#113"), banner: await png("#311") };
    for (const slug of ["moons-a", "moons-b", "moons-c"]) {
      const { card, menu, page } = wol();
      const project = {
        card: { ...card, title: slug, image: { src: `${slug}/cover.png`, alt: "A moon" } },
        menu,
        page: { ...page, banner: { src: `${slug}/banner.png`, alt: "Moons" }, illustration: undefined, showcase: [] },
      };
      const file = `content/projects/${slug}/project.json`;
      const assets = Object.fromEntries(
        Object.entries(pictures).map(([name, bytes]) => [`content/images/${slug}/${name}.png`, bytes]),
      );
      const save = () => studio.save({ [file]: JSON.stringify(project) }, assets, true);
      const answers = await Promise.all([save(), save()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      expect(JSON.parse(read("box.json")).projects.filter((listed: string) => listed === slug)).toEqual([slug]);
    }
  }, 30_000);
});

describe("what the build would refuse", { timeout: 20_000 }, () => {
  it("refuses box.json with a project twice, or one without its folder", async () => {
    const box = JSON.parse(read("box.json"));
    for (const [projects, error] of [
      [[...box.projects, "wol"], 'the project "wol" is listed twice'],
      [[...box.projects, "ghost"], 'project 12 "ghost" has no folder content/projects/ghost/'],
    ] as const) {
      const answer = await studio.save({ "content/box.json": JSON.stringify({ ...box, projects }) });
      expect([answer.status, answer.body.error]).toEqual([422, error]);
    }
  });

  it("refuses text named .png, PNG bytes sent as a data file, and a save naming a picture the build cannot read", async () => {
    const text = Buffer.from("not a picture");
    const asPicture = await studio.upload("content/images/wol/fake.png", text);
    expect([asPicture.status, asPicture.body.error]).toEqual([
      422,
      "content/images/wol/fake.png is not a picture the site can show: save it as PNG, JPEG, WebP or AVIF",
    ]);
    const before = read("projects/wol/project.json");
    const onData = await studio.upload(wolFile, await png("#000"));
    expect(onData.status).toBe(403);
    const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
    const whole = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#000", noise } })
      .png()
      .toBuffer();
    const cut = whole.subarray(0, whole.length / 2);
    mkdirSync(path("images/wol"), { recursive: true });
    writeFileSync(path("images/wol/cut.png"), cut);
    const named = wol();
    named.page.showcase[0].images[0].src = "wol/cut.png";
    const save = await studio.save({ [wolFile]: JSON.stringify(named) });
    expect(save.status).toBe(422);
    expect(save.body.error).toMatch(/picture 1: content\/images\/wol\/cut\.png is not a picture the site can show/);
    expect(read("projects/wol/project.json")).toBe(before);
  });
});

describe("her pictures and fields", { timeout: 20_000 }, () => {
  it("refuses an upload that would replace a picture a page shows: the earlier picture and its src stay", async () => {
    const earlier = await png("#c80");
    mkdirSync(path("images/wol"), { recursive: true });
    writeFileSync(path("images/wol/moon-fox.png"), earlier);
    const data = wol();
    data.card.image = { src: "wol/moon-fox.png", alt: "The moon fox" };
    expect((await studio.save({ [wolFile]: JSON.stringify(data) })).status).toBe(200);
    const saved = read("projects/wol/project.json");
    data.page.showcase[0].images.push({ src: "wol/moon-fox.png", alt: "Another fox" });
    const again = await studio.save(
      { [wolFile]: JSON.stringify(data) },
      { "content/images/wol/moon-fox.png": await png("#08c") },
    );
    expect(again.status).toBe(422);
    expect(again.body.error).toMatch(/^A picture named moon-fox\.png is already in content\/images\/wol\//);
    expect(read("projects/wol/project.json")).toBe(saved);
    expect(readFileSync(path("images/wol/moon-fox.png")).equals(earlier)).toBe(true);
    const name = await studio.api("freeName", { folder: "content/images/wol", name: "Moon\u202efox\u200b Fox.PNG" });
    expect(name.body.name).toBe("moonfox-fox.png");
    expect((await studio.api("freeName", { folder: "content/images/wol", name: "moon-fox.png" })).body.name).toBe(
      "moon-fox-2.png",
    );
  });

  it("drops an optional field or block she empties, and the file keeps its other lines", async () => {
    const data = wol();
    const before = read("projects/wol/project.json");
    data.page.website = "";
    data.page.showcase[0].images[0].title = " ";
    data.page.illustration = { src: "", alt: "" };
    const answer = await studio.save({ [wolFile]: JSON.stringify(data) });
    expect(answer.status, answer.body.error).toBe(200);
    const after = wol();
    expect([after.page.website, after.page.illustration, after.page.showcase[0].images[0].title]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const removed = before.split("\n").filter((line) => !read("projects/wol/project.json").includes(line));
    expect(
      removed.every((line) => /"(website|illustration|src|alt|title)"|^\s*},?$/.test(line)),
      removed.join("\n"),
    ).toBe(true);
  });

  it("removes a picture no page shows, and refuses to remove one a page shows", async () => {
    const added = await studio.upload("content/images/wol/spare.png", await png("#777"));
    expect((await studio.remove([added.body.path as string])).status).toBe(200);
    expect(existsSync(path("images/wol/spare.png"))).toBe(false);
    const shown = await studio.remove(["content/images/wol/moon-fox.png"]);
    expect([shown.status, shown.body.error]).toEqual([
      422,
      "In content/projects/wol/project.json: card.image shows wol/moon-fox.png: remove it there first",
    ]);
    expect(existsSync(path("images/wol/moon-fox.png"))).toBe(true);
  });

  it("shows a picture in a sub-folder at its src", async () => {
    mkdirSync(path("images/bb/posters"), { recursive: true });
    writeFileSync(path("images/bb/posters/poster-01.png"), await png("#609"));
    const answer = await fetch(`${studio.base}/admin/pictures/bb/posters/poster-01.png`, {
      headers: { cookie: studio.cookie },
    });
    expect([answer.status, answer.headers.get("content-type")]).toEqual([200, "image/png"]);
  });

  it("leaves, after every save it accepted, content the build's own check passes", async () => {
    expect(buildCheck(studio.root)).toBe("");
  });
});
