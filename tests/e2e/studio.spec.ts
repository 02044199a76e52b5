import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { startStudio } from "../../studio/server.ts";
import { EXAMPLE_CONTENT, layOutProject } from "../../tools/test-site.ts";
import { startServer, type ChildServer } from "../support/server-child.ts";
import { freePort } from "../support/studio.ts";

// `npm run studio` as the artist uses it, on a copy of the repository, opened from the address it prints: in the editor
// (Decap CMS) she renames a project, uploads a picture into a gallery with its alt text, swaps two pictures, sees her
// pictures in sub-folders, uploads a picture whose name is taken, empties an optional field, makes a mistake the build
// refuses and reads why, and adds a project with one picture. Then the copy is built as she would publish it: every
// save the studio accepted leaves a site the build makes, and the pages show her edits. The studio's screens are
// checked with axe against the failures Decap's own editor is known to have (docs/decisions/0020).

const ROOT = process.cwd();
let dir: string;
let studio: { url: string; close(): Promise<void> };

const png = (background: string) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .png()
    .toBuffer();

/** Opens the studio with every request that leaves 127.0.0.1 refused and counted. */
async function open(page: Page, path = "") {
  const outside: string[] = [];
  await page.route(
    (url) => url.hostname !== "127.0.0.1" && !["data:", "blob:"].includes(url.protocol),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto(`${studio.url}${path}`);
  await page.getByRole("button", { name: "Login" }).click();
  return outside;
}

/** The input a field's label names (Decap's labels point at their inputs); `nth` counts those labels (-1: the last). */
async function field(page: Page, label: string, nth = 0) {
  const labels = page.locator("label").filter({ hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) });
  const id = await (nth < 0 ? labels.last() : labels.nth(nth)).getAttribute("for");
  return page.locator(`[id="${id}"]`);
}

/** Uploads a picture through the media library that the last "Choose an image" button of the editor opens. */
async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByRole("button", { name: "Choose an image" }).last().click();
  await page.locator('input[type="file"]').first().setInputFiles({ name, mimeType: "image/png", buffer });
  await page.getByRole("button", { name: /Choose selected/i }).click();
}

async function publish(page: Page) {
  // The menu may miss a click that lands while a drag's drop animation ends: open it until it shows.
  await expect(async () => {
    await page.getByRole("button", { name: "Publish" }).first().click();
    await expect(page.getByText("Publish now")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByText("Publish now").click();
  const saved = page.getByText("Entry saved");
  const refused = page
    .getByRole("alert", { name: "Not saved" })
    .or(page.getByText(/is required|must/))
    .first();
  await expect(saved.or(refused)).toBeVisible({ timeout: 15_000 });
  // A refusal (Decap's own check or the studio's guard) fails the test with its words.
  expect((await refused.isVisible()) ? await refused.innerText() : "saved").toBe("saved");
}

const read = (path: string) => readFileSync(join(dir, "content", path), "utf8");

test.describe.configure({ mode: "serial", timeout: 600_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-studio-"));
  layOutProject(ROOT, dir, join(ROOT, EXAMPLE_CONTENT));
  cpSync(join(ROOT, ".prettierrc.json"), join(dir, ".prettierrc.json"));
  // Two of her own pictures, already there: one in a sub-folder, one whose name an upload will take again.
  mkdirSync(join(dir, "content/images/wol/versus"), { recursive: true });
  writeFileSync(join(dir, "content/images/wol/versus/versus-01.png"), await png("#7a2e8f"));
  writeFileSync(join(dir, "content/images/wol/card.png"), await png("#2e6f8f"));
  studio = await startStudio(dir, await freePort());
});

test.afterAll(async () => {
  await studio?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("she renames a project, uploads a picture with its alt text and swaps two pictures", async ({ page }) => {
  const outside = await open(page);
  await page.getByText("Wall of Legends").first().click();
  await (await field(page, "Title")).fill("Wall of Legends, Renamed");

  // The last gallery ("Where we are VS Where we're headed", two pictures): a third picture, uploaded.
  await page.getByRole("button", { name: "Expand" }).last().click();
  await page.getByRole("button", { name: "Add images" }).last().click();
  await upload(page, "New Poster.png", await png("#1a7f4b"));
  await (await field(page, "Alt", -1)).fill("A green poster, uploaded in the studio");

  // Its first picture dragged below the second, by the handle, as she would.
  const handles = page.locator('[aria-roledescription="sortable"]');
  const handleOf = async (src: string) => {
    const texts = await handles.evaluateAll((all) => all.map((h) => h.parentElement!.parentElement!.innerText));
    return handles.nth(texts.findIndex((text) => text.startsWith(src)));
  };
  const first = await handleOf("wol/versus/versus-01.png");
  await first.scrollIntoViewIfNeeded();
  const from = (await first.boundingBox())!;
  const to = (await (await handleOf("wol/versus/versus-02.png")).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 60, { steps: 20 });
  await page.mouse.up();
  await publish(page);

  const wol = JSON.parse(read("projects/wol/project.json"));
  expect(wol.card.title).toBe("Wall of Legends, Renamed");
  const versus = wol.page.showcase.at(-1).images.map((image: { src: string }) => image.src);
  expect(versus).toEqual(["wol/versus/versus-02.png", "wol/versus/versus-01.png", "wol/new-poster.png"]);
  expect(readFileSync(join(dir, "content/images/wol/new-poster.png")).subarray(1, 4).toString()).toBe("PNG");
  expect(outside).toEqual([]);
});

test("she sees her picture in a sub-folder, and a picture whose name is taken gets a new one", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    return dialog.dismiss();
  });
  const outside = await open(page);
  await page.getByText("Wall of Legends, Renamed").first().click();
  // Her picture at wol/versus/versus-01.png: shown, not an empty tile. (The sections, then the last one's pictures.)
  await page.getByRole("button", { name: "Expand" }).last().click();
  await page.getByRole("button", { name: "Expand" }).last().click();
  const picture = page.locator('img[src$="/admin/pictures/wol/versus/versus-01.png"]');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

  // "card.png" is the name of her card's picture: the upload becomes card-2.png, without asking to replace it.
  const card = readFileSync(join(dir, "content/images/wol/card.png"));
  await page.getByRole("button", { name: "Add images" }).last().click();
  await upload(page, "Card.png", await png("#c04a1f"));
  await (await field(page, "Alt", -1)).fill("An orange poster whose file had the card's name");
  await publish(page);
  const wol = JSON.parse(read("projects/wol/project.json"));
  expect(wol.page.showcase.at(-1).images.at(-1).src).toBe("wol/card-2.png");
  expect(wol.card.image.src).toBe("wol/card.png");
  expect(readFileSync(join(dir, "content/images/wol/card.png")).equals(card)).toBe(true);
  expect(dialogs).toEqual([]);
  expect(outside).toEqual([]);
});

test("she empties an optional field, and a mistake is refused in the build's words until she acts", async ({
  page,
}) => {
  await open(page);
  await page.getByText("Wall of Legends, Renamed").first().click();
  const website = await field(page, "Website (optional)");
  await website.fill("https://example.com");
  await website.fill("");
  await publish(page);
  expect(JSON.parse(read("projects/wol/project.json")).page).not.toHaveProperty("website");

  const before = read("projects/wol/project.json");
  await (await field(page, "Description", 0)).fill(" ");
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now").click();
  const notice = page.getByRole("alert", { name: "Not saved" });
  await expect(notice).toHaveText(/card\.description must not be empty/);
  await expect(notice).not.toContainText(/API_ERROR|Failed to persist|Content error/);
  // Decap's own toasts are gone after 8 s; the notice stays until she closes it.
  await page.waitForTimeout(9_000);
  await expect(notice).toBeVisible();
  await page.screenshot({ path: join(tmpdir(), "studio-refused.png") });
  await notice.getByRole("button", { name: "Close" }).click();
  await expect(notice).toBeHidden();
  expect(read("projects/wol/project.json")).toBe(before);
});

test("she adds a project with one picture", async ({ page }) => {
  const outside = await open(page, "#/collections/projects/new");
  await (await field(page, "Title", 0)).fill("Paper Moons");
  await (await field(page, "Description", 0)).fill("Moons cut from paper, one for every night of a month.");
  // A list the build needs filled starts with one item, which the form marks until it is filled.
  await (await field(page, "Item", 0)).fill("#illustration");
  await (await field(page, "Name")).fill("Paper Moons");
  await (await field(page, "Description", 1)).fill("Moons of paper");
  await (await field(page, "Title", 1)).fill("Paper Moons");
  await (await field(page, "Description", 2)).fill("Thirty moons, cut and folded.");
  await (await field(page, "Item", 1)).fill("Cutting and folding");
  await page.getByRole("button", { name: "Add showcase" }).click();
  await (await field(page, "Title (optional)", -1)).fill("The Moons");
  await page.getByRole("button", { name: "Add images" }).click();
  await upload(page, "moon.png", await png("#f2d16b"));
  await (await field(page, "Alt", -1)).fill("A yellow paper moon");
  await publish(page);
  const moons = JSON.parse(read("projects/paper-moons/project.json"));
  expect(moons.page.showcase[0].images).toEqual([{ src: "paper-moons/moon.png", alt: "A yellow paper moon" }]);
  expect(JSON.parse(read("box.json")).projects.at(-1)).toBe("paper-moons");
  expect(outside).toEqual([]);
});

test("after every save the studio accepted, the copy builds and its pages show her edits", async ({ page }) => {
  const run = spawnSync("npm", ["run", "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: "" },
  });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  // Nothing of the studio is in what is published.
  const published = readdirSync(join(dir, "build", "client"), { recursive: true, encoding: "utf8" });
  expect(published.filter((file) => /decap|(^|\/)(admin|studio)(\/|$)/i.test(file))).toEqual([]);
  expect(readFileSync(join(dir, "build", "client", "index.html"), "utf8")).not.toMatch(/decap/i);
  const server: ChildServer = await startServer(dir, { INBOX_DB: join(dir, "inbox.db") }, join(dir, "build", "client"));
  try {
    await page.goto(`${server.url}/thebox`);
    await expect(page.getByRole("link", { name: /Wall of Legends, Renamed/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Paper Moons/ }).first()).toBeVisible();
    await page.goto(`${server.url}/thebox/wol`);
    const alts = await page.locator("main img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
    const poster = alts.indexOf("A green poster, uploaded in the studio");
    expect(poster).toBeGreaterThan(-1);
    const versus = (n: string) =>
      alts.findIndex(
        (alt) => alt === JSON.parse(read("projects/wol/project.json")).page.showcase.at(-1).images[Number(n)].alt,
      );
    expect(versus("0")).toBeLessThan(versus("1"));
    await page.goto(`${server.url}/thebox/paper-moons`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paper Moons");
    await expect(page.getByRole("img", { name: "A yellow paper moon" }).first()).toBeVisible();
  } finally {
    server.child.kill("SIGKILL");
    await server.exited;
  }
});

// Decap's own editor fails axe (unnamed icon buttons, drag handles): the failures as measured, by screen and rule, in
// nodes (docs/decisions/0020-studio.md). A new rule, or more nodes of one, fails the test; fewer is welcome.
const KNOWN: Record<string, Record<string, number>> = {
  "entry list": { "color-contrast": 4, region: 1 },
  "project editor": { "button-name": 20, "aria-command-name": 10, "color-contrast": 1, region: 5 },
  // Its nine projects, each with a drag handle and two unnamed icon buttons, and the "View Live" link outside the
  // landmarks. (Reached by a jump of the address from inside another entry, Decap shows the list empty, as it was
  // measured at first.)
  "box.json": { "button-name": 18, "aria-command-name": 9, "color-contrast": 1, region: 5 },
};

async function axe(page: Page) {
  // Evaluated rather than added as a script tag, which the studio's policy refuses.
  await page.evaluate(readFileSync(join(ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8"));
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
    ).axe.run();
    return Object.fromEntries(violations.map((v) => [v.id, v.nodes.length]));
  });
}

test("the studio's screens: reachable by keyboard, and no axe failure beyond Decap's known ones", async ({ page }) => {
  const found: Record<string, Record<string, number>> = {};
  await open(page);
  await expect(page.getByText("Wall of Legends").first()).toBeVisible();
  found["entry list"] = await axe(page);
  // By keyboard: from the page's start to an entry, then into its first field and to Publish.
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate(() => /Wall of Legends/.test(document.activeElement?.textContent ?? ""));
  }
  expect(reached, "an entry is reachable with Tab").toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  found["project editor"] = await axe(page);
  let publish = false;
  for (let i = 0; i < 10 && !publish; i++) {
    await page.keyboard.press("Shift+Tab");
    publish = await page.evaluate(() => /Publish/.test(document.activeElement?.textContent ?? ""));
  }
  expect(publish, "Publish is reachable with the keyboard").toBe(true);
  await page.goto(`${studio.url}#/collections/site/entries/box`);
  await expect(page.getByText("Projects", { exact: true }).first()).toBeVisible();
  found["box.json"] = await axe(page);
  for (const [screen, rules] of Object.entries(found))
    for (const [rule, nodes] of Object.entries(rules))
      expect(nodes, `${screen}: ${rule}`).toBeLessThanOrEqual(KNOWN[screen]?.[rule] ?? 0);
});
