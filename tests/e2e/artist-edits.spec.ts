import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { runNpm } from "../../shared/npm.ts";
import { layOutExample } from "../../tools/test-site.ts";
import { startServer, type ChildServer } from "../support/server-child.ts";
import { boxPanel, expect, hydrated, test } from "./fixtures.ts";
import { tempFolders } from "../support/temp-folders.ts";

// What the artist does, as the README tells her, on a copy of the repository: she adds a project folder with three
// pictures of her own (no card, banner or logo: the build makes them), lists it in the box, and replaces a placeholder
// with her PNG, dropping its recipe. The build checks her content and makes the site; the new project is then on
// theBox, in both menus, with an artwork page per picture and its sitemap entries, and her picture is the one shown.

const ROOT = process.cwd();
const temp = tempFolders("artist");
let dir: string;
let server: ChildServer;
let build: { status: number | null; output: string };

const ZINE = {
  $schema: "../../../schemas/project.schema.json",
  card: { title: "Pocket Zine", description: "A folded zine of small mischief.", badges: ["#editorial"] },
  menu: { name: "Pocket Zine", description: "A folded zine" },
  page: {
    title: "Pocket Zine",
    description: "Eight pages, one sheet, folded twice.",
    smallTitle: "My Contributions",
    listItems: ["Drawing", "Folding"],
    showcase: [{ title: "The Pages", layout: "grid", images: [1, 2, 3].map(page) }],
  },
};

function page(n: number) {
  return { src: `zine/page-0${n}.png`, alt: `Page ${n} of the zine: a worm reading a smaller zine` };
}

async function png(path: string, width: number, height: number, background: string) {
  mkdirSync(join(path, ".."), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toFile(path);
}

// The build in beforeAll counts toward the first test's time: each test gets the room a build on a slow machine needs.
test.describe.configure({ mode: "serial", timeout: 600_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dir = temp.make();
  layOutExample(ROOT, dir);
  const content = join(dir, "content");

  mkdirSync(join(content, "projects", "zine"));
  writeFileSync(join(content, "projects", "zine", "project.json"), JSON.stringify(ZINE, null, 2));
  for (const n of [1, 2, 3]) await png(join(content, "images", "zine", `page-0${n}.png`), 600, 800, "#d04a2a");
  const box = JSON.parse(readFileSync(join(content, "box.json"), "utf8")) as { projects: string[] };
  writeFileSync(join(content, "box.json"), JSON.stringify({ ...box, projects: [...box.projects, "zine"] }, null, 2));

  await png(join(content, "images", "bb", "posters", "poster-01.png"), 640, 900, "#1a7f4b");
  const recipesFile = join(content, "projects", "bb", "placeholders.json");
  const recipes = JSON.parse(readFileSync(recipesFile, "utf8")) as Record<string, unknown>;
  delete recipes["bb/posters/poster-01.png"];
  writeFileSync(recipesFile, JSON.stringify(recipes, null, 2));

  const run = runNpm(["run", "build"], { cwd: dir, env: { ...process.env, CONTENT_DIR: "" } });
  build = { status: run.status, output: `${run.stdout}${run.stderr}` };
  expect(build.status, build.output).toBe(0);
  server = await startServer(dir, { INBOX_DB: join(dir, "inbox.db") }, join(dir, "build", "client"));
});

test.afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  if (dir) temp.removeAll();
});

test("the build says what it made for the new project", () => {
  for (const made of ["no card.image", "no page.banner", "no menu.logo"])
    expect(build.output).toContain(`content/projects/zine/project.json: ${made}`);
  expect(build.output).not.toMatch(/Warning:/);
});

test("the new project is on theBox and in the menus, with its made card, banner and logo", async ({ page }) => {
  await page.goto(`${server.url}/thebox`);
  const card = page.getByRole("link", { name: /Pocket Zine/ }).last();
  await expect(card).toBeVisible();
  await hydrated(page);
  const { button, panel } = boxPanel(page);
  await button.click();
  const entry = panel.getByRole("link", { name: /Pocket Zine/ });
  await expect(entry).toBeVisible();
  await expect(entry.locator("img")).toHaveJSProperty("complete", true);
  expect(await entry.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await boxPanel(page, dialog).button.click();
  await dialog.getByRole("link", { name: /Pocket Zine/ }).click();
  await expect(page).toHaveURL(/\/thebox\/zine$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pocket Zine");
  // The banner, made from the first page: 3 to 1.
  const banner = page.locator("main img").first();
  await expect(banner).toHaveJSProperty("complete", true);
  const size = await banner.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  expect(size).toBeCloseTo(3, 1);
});

test("each of its pictures has its own page, listed in the sitemap", async ({ page }) => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  for (const n of [1, 2, 3]) {
    const path = `/thebox/zine/zine-page-0${n}`;
    expect(sitemap).toContain(`${path}</loc>`);
    const answer = await page.goto(`${server.url}${path}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("img", { name: `Page ${n} of the zine: a worm reading a smaller zine` })).toBeVisible();
  }
  expect(sitemap).toContain("/thebox/zine</loc>");
});

test("her picture replaces the placeholder", async ({ page }) => {
  await page.goto(`${server.url}/thebox/bb/bb-posters-poster-01`);
  const picture = page.locator("main img").first();
  await expect(picture).toHaveJSProperty("complete", true);
  // Her 640×900 picture, green all over (the placeholder is a drawn poster), at whichever width the page chose.
  const seen = await picture.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
    const context = canvas.getContext("2d")!;
    context.drawImage(img, 0, 0);
    const [r, g, b] = context.getImageData(img.naturalWidth / 2, img.naturalHeight / 2, 1, 1).data;
    return { ratio: img.naturalWidth / img.naturalHeight, colour: [r, g, b] };
  });
  expect(seen.ratio).toBeCloseTo(640 / 900, 2);
  for (const [channel, expected] of [26, 127, 75].entries())
    expect(Math.abs(seen.colour[channel]! - expected)).toBeLessThan(12);
});
