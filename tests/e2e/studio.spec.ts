import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { type Preview, startPreview } from "../../studio/preview.ts";
import { gitTarget } from "../../studio/publish-git.ts";
import { startStudio } from "../../studio/server.ts";
import { exampleSite, layOutExample } from "../../tools/test-site.ts";
import { freePort } from "../../shared/free-port.ts";
import { buildCheck, git, withRemote } from "../support/studio.ts";

// `npm run studio` as the artist uses it, on a copy of the repository with a git remote of its own (a bare repository
// on this computer), opened from the address it prints, with her page's preview beside the form: she changes a word,
// drops three pictures into a gallery and writes their alt texts (a missing one is refused in the build's words), moves
// one by keyboard, adds a project with three pictures and puts it second in the box, sees each change on her page, and
// publishes: the remote gets one commit with her files alone. Every screen of the studio is then checked with axe and
// walked by keyboard. STUDIO_SCREENSHOTS=<folder> keeps a picture of each screen there (docs/studio/).

const ROOT = process.cwd();
const SHOTS = process.env.STUDIO_SCREENSHOTS;
let dir: string;
let remote: string;
let preview: Preview;
let studio: { url: string; close(): Promise<void> };

const png = (background: string) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .png()
    .toBuffer();
const read = (path: string) => JSON.parse(readFileSync(join(dir, "content", path), "utf8"));

/** Opens the studio with every request that leaves 127.0.0.1 refused and counted. */
async function open(page: Page, screen = "") {
  const outside: string[] = [];
  await page.route(
    (url) => url.hostname !== "127.0.0.1" && !["data:", "blob:"].includes(url.protocol),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto(studio.url);
  if (screen) await page.goto(`${studio.url.replace(/\?.*/, "")}${screen}`);
  return outside;
}

/** Drops picture files from the computer onto `target`, as her file manager does. */
async function drop(page: Page, target: Locator, files: { name: string; buffer: Buffer }[]) {
  const data = await page.evaluateHandle(
    (sent) => {
      const transfer = new DataTransfer();
      for (const { name, bytes } of sent)
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      return transfer;
    },
    files.map(({ name, buffer }) => ({ name, bytes: [...buffer] })),
  );
  await target.dispatchEvent("dragover", { dataTransfer: data });
  await target.dispatchEvent("drop", { dataTransfer: data });
}

/**
 * Picks up an item by its Move button and moves it with the arrow key `key` until what is said to screen readers
 * puts it at `place`, then puts it down, as a keyboard user does.
 */
async function moveByKeyboard(page: Page, handle: Locator, key: string, place: number) {
  await handle.focus();
  await page.keyboard.press("Space");
  const there = page.getByText(new RegExp(`: now at place ${place} of`));
  for (let i = 0; i < 20 && !(await there.count()); i++) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  await page.keyboard.press("Space");
}

/** What the studio says of her last save, at the top of the page. */
const said = (page: Page) => page.getByRole("banner").getByRole("status");

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(said(page)).toHaveText(/^(Saved|Not saved)/, { timeout: 20_000 });
}

/** A picture of the screen, once her page beside it shows (STUDIO_SCREENSHOTS). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // Her page may be shown again just then (it has taken a save): the picture waits until it stays.
  for (let i = 0; i < 2 && (await page.locator('iframe[title^="Your page"]').count()); i++) {
    await expect(herPage(page).getByRole("banner")).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(1500);
  }
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const herPage = (page: Page) => page.frameLocator('iframe[title^="Your page"]');

test.describe.configure({ mode: "serial", timeout: 600_000 });
test.use({ actionTimeout: 20_000, viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-studio-"));
  layOutExample(ROOT, dir);
  for (const file of [".prettierrc.json", ".gitignore"]) cpSync(join(ROOT, file), join(dir, file));
  remote = withRemote(dir);
  preview = startPreview(dir, await freePort());
  studio = await startStudio(dir, await freePort(), { preview, targets: [gitTarget(dir)] });
  // Her page is ready once the assets step has looked at every picture and the development server listens.
  await expect.poll(() => preview.state().state, { timeout: 300_000, intervals: [1000] }).toBe("ready");
});

test.afterAll(async () => {
  await studio?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (remote) rmSync(remote, { recursive: true, force: true });
});

/** Publish, in one click: the bare repository, her remote, gets one commit of her content files only. */
async function publishAndFind(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("region", { name: /Publishing to/ }).getByRole("status")).toHaveText(
    /^Published to origin/,
    {
      timeout: 60_000,
    },
  );
  await shot(page, "published");
  const files = git(remote, "show", "--name-only", "--format=%s", "HEAD").split("\n");
  expect(files[0]).toBe(
    "Studio: Wall of Legends (3 pictures added); Paper Moons (new project, 3 pictures added); project order",
  );
  expect(files.slice(2).every((file) => file.startsWith("content/"))).toBe(true);
  expect(files).toContain("content/images/paper-moons/moon-3.png");
  expect(git(dir, "status", "--porcelain")).toBe("");
  expect(buildCheck(dir)).toBe("");
}

test("she changes a word, adds and moves pictures, adds a project, sees each on her page, and publishes", async ({
  page,
}) => {
  const outside = await open(page);
  await expect(page.getByRole("heading", { name: "Order of the box" })).toBeVisible();
  await shot(page, "order");
  await page.getByRole("navigation").getByRole("link", { name: "Wall of Legends" }).click();
  await expect(herPage(page).getByRole("heading", { level: 1 })).toHaveText("Wall of Legends", { timeout: 60_000 });
  await shot(page, "project");

  // A word: the page's title.
  await page.getByRole("textbox", { name: "Title", exact: true }).nth(1).fill("Wall of Legends, Renamed");
  await save(page);
  await expect(herPage(page).getByRole("heading", { level: 1 })).toHaveText("Wall of Legends, Renamed", {
    timeout: 30_000,
  });

  // Three pictures dropped into a gallery; the save is refused until each has its alt text.
  const gallery = page.getByRole("group", { name: "Pictures of Where we are VS Where we're headed" });
  await drop(page, gallery.locator(".drop"), [
    { name: "Poster One.png", buffer: await png("#1a7f4b") },
    { name: "poster-two.png", buffer: await png("#7f1a4b") },
    { name: "poster-three.png", buffer: await png("#4b1a7f") },
  ]);
  const tiles = gallery.getByRole("listitem");
  await expect(tiles).toHaveCount(5);
  await tiles.nth(2).scrollIntoViewIfNeeded();
  await shot(page, "gallery");
  await save(page);
  await expect(page.getByRole("alert")).toContainText(/picture 3: alt must not be empty/);
  await expect(tiles.nth(2).getByRole("textbox", { name: "Alt text" })).toHaveAttribute("aria-invalid", "true");
  await shot(page, "refused");
  for (const [i, alt] of ["A green poster", "A red poster", "A violet poster"].entries())
    await tiles
      .nth(i + 2)
      .getByRole("textbox", { name: "Alt text" })
      .fill(alt);
  // The last one moved first among the new ones, by keyboard.
  await moveByKeyboard(page, tiles.nth(4).getByRole("button", { name: /^Move / }), "ArrowLeft", 3);
  await expect(page.getByText(/A violet poster put down at place 3 of 5/)).toBeAttached();
  await save(page);
  const versus = read("projects/wol/project.json").page.showcase[1].images.map((image: { alt: string }) => image.alt);
  expect(versus.slice(2)).toEqual(["A violet poster", "A green poster", "A red poster"]);
  expect(read("projects/wol/project.json").page.showcase[1].images[3].src).toBe("wol/versus/poster-one.png");
  await expect(herPage(page).getByRole("img", { name: "A violet poster" }).first()).toBeAttached({ timeout: 60_000 });

  // A new project: its name asked once, its folder shown; three pictures; then second in the box.
  await page.getByRole("button", { name: "New project" }).first().click();
  await page.getByRole("textbox", { name: "Its name" }).fill("Paper Moons");
  await expect(page.getByRole("textbox", { name: "Its folder" })).toHaveValue("paper-moons");
  await shot(page, "new-project");
  await page.getByRole("button", { name: "Make the project" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Paper Moons" })).toBeVisible();
  for (const [label, text] of [
    ["Description", "Moons cut from paper, one for every night of a month."],
    ["Tag 1", "#illustration"],
    ["List item 1", "Cutting and folding"],
  ] as const)
    await page.getByRole("textbox", { name: label, exact: true }).first().fill(text);
  await page.locator('[id="field-menu.description"]').fill("Moons of paper");
  await page.locator('[id="field-page.description"]').fill("Thirty moons, cut and folded.");
  const moons = page.getByRole("group", { name: "Pictures of Gallery" });
  const moonFiles = [1, 2, 3].map(async (n) => ({ name: `moon-${n}.png`, buffer: await png(`#f2d1${n}b`) }));
  await drop(page, moons.locator(".drop"), await Promise.all(moonFiles));
  await expect(moons.getByRole("listitem")).toHaveCount(3);
  for (const [i, alt] of ["A yellow paper moon", "An orange paper moon", "A pale paper moon"].entries())
    await moons.getByRole("listitem").nth(i).getByRole("textbox", { name: "Alt text" }).fill(alt);
  await save(page);
  await expect(said(page)).toHaveText("Saved.");
  expect(read("projects/paper-moons/project.json").menu.name).toBe("Paper Moons");
  await expect(herPage(page).getByRole("img", { name: "A pale paper moon" }).first()).toBeAttached({ timeout: 60_000 });

  await page.getByRole("link", { name: "Order of the box" }).click();
  const order = page.getByRole("listitem", { name: /Paper Moons/ });
  await moveByKeyboard(page, order.getByRole("button", { name: "Move Paper Moons" }), "ArrowUp", 2);
  await save(page);
  expect(read("box.json").projects.slice(0, 2)).toEqual(["mb", "paper-moons"]);
  await expect(
    herPage(page)
      .getByRole("link", { name: /Paper Moons/ })
      .first(),
  ).toBeVisible();
  const cards = herPage(page).locator("main a[href^='/thebox/']");
  await expect(cards.nth(1)).toHaveAttribute("href", "/thebox/paper-moons");

  await publishAndFind(page);
  expect(outside).toEqual([]);
});

test("every screen of the studio: no axe failure, every control named and reached by keyboard", async ({ page }) => {
  await open(page);
  const axe = async (screen: string) => {
    await page.evaluate(readFileSync(join(ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8"));
    const failures = await page.evaluate(async () => {
      const { violations } = await (
        window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
      ).axe.run();
      return violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(failures, screen).toEqual([]);
  };
  await expect(page.getByRole("heading", { name: "Order of the box" })).toBeVisible();
  await axe("order of the box");
  // By mouse too: the third project dragged by its Move button to the top.
  const rows = page.getByRole("main").getByRole("listitem");
  const third = (await rows.nth(2).getAttribute("aria-label"))!.replace(/^3\. /, "");
  const from = (await rows
    .nth(2)
    .getByRole("button", { name: /^Move / })
    .boundingBox())!;
  const to = (await rows.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++)
    await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y) * step) / 20, { steps: 2 });
  await page.mouse.up();
  await expect(rows.first()).toHaveAccessibleName(`1. ${third}`);
  for (const name of ["Wall of Legends", "Site, home, about and contact", "Words: menus and buttons"]) {
    await page.getByRole("navigation").getByRole("link", { name }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: name.startsWith("Wall") ? /Wall of Legends/ : name }),
    ).toBeVisible();
    await axe(name);
    if (name.startsWith("Site")) await shot(page, "site");
  }
  await shot(page, "words");
  await page
    .getByRole("navigation")
    .getByRole("link", { name: /Wall of Legends/ })
    .click();
  await page.locator('[id="field-card.description"]').fill(" ");
  await save(page);
  await axe("a refusal");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("region", { name: /Publishing to/ }).getByRole("status")).toHaveText(
    /^Nothing was published/,
  );
  await axe("publish");
  await page
    .getByRole("region", { name: /Publishing to/ })
    .getByRole("button", { name: "Close" })
    .click();
  await page.getByRole("button", { name: "New project" }).first().click();
  await axe("new project");
  await page.keyboard.press("Escape");
  // The page for a browser that has not opened the studio from its address.
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(studio.url.replace(/\?.*/, ""));
  await stranger.evaluate(readFileSync(join(ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8"));
  expect(
    await stranger.evaluate(
      async () =>
        (await (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe.run()).violations,
    ),
  ).toEqual([]);
  await stranger.close();

  // By keyboard, on a page opened anew: from its start, Publish, the menu of what she edits and New project.
  const fresh = await page.context().newPage();
  await fresh.goto(studio.url);
  await expect(fresh.getByRole("heading", { name: "Order of the box" })).toBeVisible();
  const reached = new Set<string>();
  for (let i = 0; i < 20; i++) {
    await fresh.keyboard.press("Tab");
    reached.add(await fresh.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
  }
  for (const control of ["Publish", "Order of the box", "Wall of Legends", "New project"])
    expect(
      [...reached].some((text) => text.includes(control)),
      control,
    ).toBe(true);
  // Nothing of the studio is in what is published.
  const built = join(exampleSite(ROOT).dir, "build", "client");
  const published = readdirSync(built, { recursive: true, encoding: "utf8" });
  expect(published.filter((file) => /(^|\/)(studio|editor)(\/|\.|$)|dnd-kit/i.test(file))).toEqual([]);
});
