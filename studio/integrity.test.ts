import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCheck, openTestStudio, reader, type TestStudio } from "../tests/support/studio.ts";

// What the studio accepts leaves her content whole and buildable: files are replaced whole while anyone reads them,
// saves of one file never mix, what the build would refuse is refused (a picture it cannot read, a project listed
// twice), a same-name upload gets a name of its own and touches no other picture, and an optional field she empties
// goes. At the end, the build's own check passes on what all the accepted saves left. (A save of a project runs the
// build's whole check in a worker thread: up to a second on a busy machine, hence the longer time limits.)

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
        Promise.all(texts.map((text) => studio.save({ [wolFile]: text }))),
        studio.call("read", { path: wolFile }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect((entry.body.data as { card: { title: string } }).card.title).toMatch(/^(Wall of Legends|[AB]\d)$/);
      expect(wol().card.title).toBe(`B${round}`);
    }
    expect((await stop()).broken).toBe(0);
  }, 60_000);

  it("two saves of one new project at once: one makes it, the box lists it once", async () => {
    const [cover, banner] = [await png("#113"), await png("#311")];
    for (const slug of ["moons-a", "moons-b", "moons-c"]) {
      const { card, menu, page } = wol();
      const project = {
        card: { ...card, title: slug, image: { src: "upload:cover", alt: "A moon" } },
        menu,
        page: { ...page, banner: { src: "upload:banner", alt: "Moons" }, illustration: undefined, showcase: [] },
      };
      const folder = `content/images/${slug}`;
      const uploads = {
        "upload:cover": { folder, name: "cover.png", bytes: cover },
        "upload:banner": { folder, name: "banner.png", bytes: banner },
      };
      const save = () =>
        studio.save({ [`content/projects/${slug}/project.json`]: JSON.stringify(project) }, uploads, true);
      const answers = await Promise.all([save(), save()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      expect(answers.find((a) => a.status === 422)?.body.error).toBe(
        `content/projects/${slug}/ already exists: give the new project another folder.`,
      );
      expect(JSON.parse(read("box.json")).projects.filter((listed: string) => listed === slug)).toEqual([slug]);
      expect(JSON.parse(read(`projects/${slug}/project.json`)).card.image.src).toBe(`${slug}/cover.png`);
    }
  }, 30_000);
});

describe("what the build would refuse", { timeout: 20_000 }, () => {
  it("refuses box.json with a project twice, or one without its folder", async () => {
    const box = JSON.parse(read("box.json"));
    for (const [projects, error] of [
      [[...box.projects, "wol"], 'the project "wol" is listed twice'],
      [[...box.projects, "ghost"], `project ${box.projects.length + 1} "ghost" has no folder content/projects/ghost/`],
    ] as const) {
      const answer = await studio.save({ "content/box.json": JSON.stringify({ ...box, projects }) });
      expect([answer.status, answer.body.error]).toEqual([422, error]);
    }
  });

  it("refuses text named .png, a picture sent anywhere but content/images/, and a save naming a picture the build cannot read", async () => {
    const before = read("projects/wol/project.json");
    const named = wol();
    named.page.showcase[0].images.push({ src: "upload:fake", alt: "Not a picture" });
    const fake = { folder: "content/images/wol", name: "fake.png", bytes: Buffer.from("not a picture") };
    const asPicture = await studio.save({ [wolFile]: JSON.stringify(named) }, { "upload:fake": fake });
    expect([asPicture.status, asPicture.body.error]).toEqual([
      422,
      "content/images/wol/fake.png is not a picture the site can show: save it as PNG, JPEG, WebP or AVIF",
    ]);
    const bytes = await png("#000");
    for (const [folder, name] of [
      ["content/projects/wol", "project.png"],
      ["content/images/wol", "project.json"],
      ["content", "box.png"],
    ] as const) {
      const answer = await studio.save(
        { [wolFile]: JSON.stringify(named) },
        { "upload:fake": { folder, name, bytes } },
      );
      expect(answer.status, `${folder}/${name}`).toBe(403);
    }
    const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
    const whole = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#000", noise } })
      .png()
      .toBuffer();
    mkdirSync(path("images/wol"), { recursive: true });
    writeFileSync(path("images/wol/cut.png"), whole.subarray(0, whole.length / 2));
    const cut = wol();
    cut.page.showcase[0].images[0].src = "wol/cut.png";
    const save = await studio.save({ [wolFile]: JSON.stringify(cut) });
    expect(save.status).toBe(422);
    expect(save.body.error).toMatch(/picture 1: content\/images\/wol\/cut\.png is not a picture the site can show/);
    expect(read("projects/wol/project.json")).toBe(before);
    expect(existsSync(path("images/wol/fake.png"))).toBe(false);
  });
});

describe("her pictures and fields", { timeout: 20_000 }, () => {
  it("gives a picture whose name is taken a name of its own: the earlier picture and its src stay", async () => {
    const earlier = await png("#c80");
    mkdirSync(path("images/wol"), { recursive: true });
    writeFileSync(path("images/wol/moon-fox.png"), earlier);
    const data = wol();
    data.card.image = { src: "wol/moon-fox.png", alt: "The moon fox" };
    data.page.showcase[0].images.push({ src: "upload:fox", alt: "Another fox" });
    const upload = { folder: "content/images/wol", name: "Moon\u202efox\u200b Fox.PNG", bytes: await png("#08c") };
    const again = await studio.save({ [wolFile]: JSON.stringify(data) }, { "upload:fox": upload });
    expect(again.status, again.body.error).toBe(200);
    expect(again.body.pictures).toEqual({ "upload:fox": "wol/moonfox-fox.png" });
    const second = { ...upload, name: "moon-fox.png" };
    data.page.showcase[0].images.at(-1).src = "upload:fox2";
    data.page.showcase[0].images.push({ src: "wol/moonfox-fox.png", alt: "The first upload" });
    const third = await studio.save({ [wolFile]: JSON.stringify(data) }, { "upload:fox2": second });
    expect(third.body.pictures).toEqual({ "upload:fox2": "wol/moon-fox-2.png" });
    expect(wol().card.image.src).toBe("wol/moon-fox.png");
    expect(readFileSync(path("images/wol/moon-fox.png")).equals(earlier)).toBe(true);
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

  it("removes a project with its folder and its place in the box; its pictures stay", async () => {
    const answer = await studio.call("removeProject", { path: "content/projects/moons-c/project.json" });
    expect(answer.status, answer.body.error).toBe(200);
    expect(existsSync(path("projects/moons-c"))).toBe(false);
    expect(existsSync(path("images/moons-c/cover.png"))).toBe(true);
    expect(JSON.parse(read("box.json")).projects).not.toContain("moons-c");
    expect((await studio.call("removeProject", { path: "content/projects/ghost/project.json" })).status).toBe(404);
  });

  it("shows a picture in a sub-folder, small, at its src", async () => {
    mkdirSync(path("images/bb/posters"), { recursive: true });
    writeFileSync(path("images/bb/posters/poster-01.png"), await png("#609"));
    const answer = await studio.picture("bb/posters/poster-01.png");
    expect([answer.status, answer.headers.get("content-type")]).toEqual([200, "image/webp"]);
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(40);
  });

  it("leaves, after every save it accepted, content the build's own check passes", async () => {
    expect(buildCheck(studio.root)).toBe("");
  });
});
