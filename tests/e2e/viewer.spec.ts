import type { Locator, Page } from "@playwright/test";
import { projects } from "../../model/box.ts";
import { projectPath } from "../../shared/paths.ts";
import { expect, hydrated, test } from "./fixtures.ts";

// BitBait's posters: eight portraits, the section every test opens unless it says otherwise.
const POSTERS = "Some of the BB Posters";
const posterSlug = (n: number) => `bb-posters-poster-${String(n).padStart(2, "0")}`;
const VIEWER_CHUNK = /\/assets\/viewer-[\w-]+\.js$/;

async function posters(page: Page, path = "/thebox/bb") {
  await page.goto(path);
  await hydrated(page);
  return page.getByRole("region", { name: POSTERS }).getByRole("link");
}

const viewer = (page: Page) => page.getByRole("dialog", { name: POSTERS });
const counter = (dialog: Locator) => dialog.getByText(/^\d+ \/ \d+$/);
const altOf = async (thumb: Locator) => (await thumb.locator("img").getAttribute("alt")) ?? "";
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Drags with the mouse (pointer events, as a finger would give) from one point to another. */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(...to, { steps: 8 });
  await page.mouse.up();
}

test.describe("viewer", () => {
  test("a click opens it: its code loads only then, and it shows the image big, counted and captioned", async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (VIEWER_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
    });
    const thumbs = await posters(page);
    await page.waitForLoadState("networkidle");
    expect(chunks, "viewer code before the first open").toEqual([]);

    const thumb = thumbs.nth(1);
    const alt = await altOf(thumb);
    await thumb.click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    expect(chunks).toHaveLength(1);
    // The address bar shows the artwork's own page, which a reload or a shared link opens.
    await expect(page).toHaveURL(new RegExp(`/thebox/bb/${posterSlug(2)}$`));
    await expect(counter(dialog)).toHaveText("2 / 8");
    await expect(dialog.locator("[aria-live=polite]")).toContainText("2 / 8");
    await expect(dialog.locator(".viewer-caption")).toHaveText(alt);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

    const image = dialog.getByRole("img", { name: alt });
    await expect(image).toHaveJSProperty("complete", true);
    const box = (await image.boundingBox())!;
    // A tall poster in a wide window is as high as the screen allows: the file is chosen for the width it is shown
    // at (`sizes` with the 90vh cap at its ratio), not for 90 % of the window's width.
    const fileWidth = Number(/-(\d+)\.\w+$/.exec(await image.evaluate((img: HTMLImageElement) => img.currentSrc))![1]);
    expect(fileWidth).toBeGreaterThanOrEqual(box.width);
    expect(fileWidth).toBeLessThan(box.width * 1.5);
    expect(box.width).toBeLessThanOrEqual(1280 * 0.9);
    expect(box.height).toBeLessThanOrEqual(800 * 0.9);
    expect(box.height).toBeGreaterThan(600);
    // Full screen, on a near-black overlay.
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, height: 800 });
    expect(await dialog.evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor)).toBe(
      "rgba(8, 6, 12, 0.94)",
    );
  });

  test("Escape closes it: focus is back on the thumbnail, the page has not moved, no data was refetched", async ({
    page,
  }) => {
    const data: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) data.push(request.url());
    });
    const thumb = (await posters(page)).nth(5);
    await thumb.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(500);

    await thumb.click();
    await expect(viewer(page)).toBeVisible();
    expect(await scrollY(page)).toBe(before);
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(thumb).toBeFocused();
    await expect(page).toHaveURL(/\/thebox\/bb$/);
    expect(await scrollY(page)).toBe(before);
    expect(data).toEqual([]);
  });

  test("the keyboard opens it (Enter) and the close button closes it", async ({ page }) => {
    const thumb = (await posters(page)).first();
    await thumb.focus();
    await page.keyboard.press("Enter");
    const dialog = viewer(page);
    await expect(counter(dialog)).toHaveText("1 / 8");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(counter(dialog)).toHaveText("1 / 8");
    await page.keyboard.press("Enter"); // on the focused Close button
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test("a click outside the image closes it; a click on the image does not", async ({ page }) => {
    const thumb = (await posters(page)).nth(2);
    await thumb.click();
    const dialog = viewer(page);
    const image = dialog.getByRole("img");
    await image.click();
    await expect(dialog).toBeVisible();

    const box = (await image.boundingBox())!;
    await page.mouse.click(box.x / 2, 200); // left of the portrait, above the Previous button
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/thebox\/bb$/);
    await expect(thumb).toBeFocused();
  });
});

test.describe("viewer: moving through it", () => {
  test("arrows and buttons step within the section, wrapping around; Back then closes it and stays", async ({
    page,
  }) => {
    await page.goto("/thebox");
    const thumbs = await posters(page);
    const first = thumbs.first();
    await first.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    await first.click();
    const dialog = viewer(page);
    await expect(counter(dialog)).toHaveText("1 / 8");

    await page.keyboard.press("ArrowLeft");
    await expect(counter(dialog)).toHaveText("8 / 8");
    await expect(page).toHaveURL(new RegExp(`/thebox/bb/${posterSlug(8)}$`));
    await expect(dialog.locator(".viewer-caption")).toHaveText(await altOf(thumbs.nth(7)));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(counter(dialog)).toHaveText("2 / 8");
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", await altOf(thumbs.nth(1)));
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(counter(dialog)).toHaveText("3 / 8");
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(counter(dialog)).toHaveText("2 / 8");

    // Stepping replaced the entry: one Back closes the viewer, on the same page, where the visitor was.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/thebox\/bb$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
    await expect(first).toBeFocused();
    expect(await scrollY(page)).toBe(before);
    // And the next Back leaves the page.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("theBox");
  });

  test("a sideways swipe steps; a vertical or short drag does nothing; none of them closes it", async ({ page }) => {
    await (await posters(page)).first().click();
    const dialog = viewer(page);
    const box = (await dialog.getByRole("img").boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];

    await drag(page, [x + 100, y], [x - 100, y + 10]);
    await expect(counter(dialog)).toHaveText("2 / 8");
    await drag(page, [x - 100, y], [x + 100, y - 20]);
    await expect(counter(dialog)).toHaveText("1 / 8");
    await drag(page, [x, y - 150], [x + 40, y + 150]);
    await drag(page, [x + 20, y], [x - 20, y]);
    await expect(counter(dialog)).toHaveText("1 / 8");
    // Across the empty overlay beside the image: a swipe, not a click outside.
    await drag(page, [box.x + box.width + 100, 200], [box.x + box.width - 60, 210]);
    await expect(counter(dialog)).toHaveText("2 / 8");
    await expect(dialog).toBeVisible();
  });
});

test.describe("viewer: arriving and leaving", () => {
  test("a reload with the viewer open shows the artwork's own page", async ({ page }) => {
    await (await posters(page)).nth(4).click();
    await expect(counter(viewer(page))).toHaveText("5 / 8");
    await page.reload();
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`/thebox/bb/${posterSlug(5)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Some of the BB Posters, no. 5");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an unknown or malformed image parameter is ignored", async ({ page }) => {
    for (const value of ["nope", "", "1-2", "%E0%A4%A", posterSlug(99)]) {
      await page.goto(`/thebox/bb?image=${value}`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
    }
  });

  test("twins come in labelled pairs, and the viewer steps through every picture of them", async ({ page }) => {
    await page.goto("/thebox/bb");
    await hydrated(page);
    const twins = page.getByRole("region", { name: "Random BitBait OG & BLEMFs Twins" });
    await expect(twins.getByRole("group")).toHaveCount(44);
    const pair = twins.getByRole("group", { name: "Pair 3 of 44" });
    await expect(pair.getByRole("link")).toHaveCount(2);
    await pair.getByRole("link").nth(1).click();
    await expect(counter(page.getByRole("dialog"))).toHaveText("6 / 88");
  });

  test("with reduced motion it appears without animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await (await posters(page)).first().click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    expect(await dialog.getByRole("img").evaluate((el) => getComputedStyle(el).animationName)).toBe("none");

    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.keyboard.press("Escape");
    await (await posters(page)).first().click();
    expect(await viewer(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("viewer-fade");
  });
});

test.describe("galleries", () => {
  for (const path of ["/thebox/bcts", "/thebox/everydays"]) {
    test(`${path} stays under 1,500 DOM nodes`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => document.querySelectorAll("*").length)).toBeLessThanOrEqual(1500);
    });
  }

  for (const { slug } of projects) {
    test(`every thumbnail on ${projectPath(slug)} is a lazy link to its artwork, named by its picture`, async ({
      page,
    }) => {
      await page.goto(projectPath(slug));
      await hydrated(page);
      const problems = await page.evaluate(
        (project) =>
          [...document.querySelectorAll("#showcase-heading ~ section img")].flatMap((img) => {
            const link = img.closest("a");
            const alt = img.getAttribute("alt");
            // The artwork's slug is its files' name without hash and width (decision 0004).
            const slug = /\/([^/]+)-[0-9a-f]{8}-\d+\.webp$/.exec(img.getAttribute("src") ?? "")?.[1];
            if (!link || !slug || link.getAttribute("href") !== `${project}/${slug}`)
              return [`not a link to its page: ${alt}`];
            if (img.getAttribute("loading") !== "lazy") return [`eager: ${alt}`];
            return link.textContent?.trim() || link.hasAttribute("aria-label") ? [`named otherwise: ${alt}`] : [];
          }),
        projectPath(slug),
      );
      expect(problems).toEqual([]);
    });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("it fits the screen, keeps its controls in reach and follows a finger", async ({ page }) => {
    const thumb = (await posters(page)).nth(1);
    await thumb.tap();
    const dialog = viewer(page);
    await expect(counter(dialog)).toHaveText("2 / 8");
    const image = (await dialog.getByRole("img").boundingBox())!;
    expect(image.width).toBeLessThanOrEqual(390 * 0.9 + 0.5);
    expect(image.height).toBeLessThanOrEqual(844 * 0.9);
    for (const name of ["Close", "Previous image", "Next image"]) {
      const control = (await dialog.getByRole("button", { name }).boundingBox())!;
      expect(control.y + control.height, name).toBeLessThanOrEqual(844);
      expect(control.width, name).toBeGreaterThanOrEqual(44);
    }
    await expect(dialog.locator(".viewer-caption")).toBeInViewport();

    await dialog.getByRole("button", { name: "Next image" }).tap();
    await expect(counter(dialog)).toHaveText("3 / 8");

    // A real touch swipe: the dialog's touch-action leaves sideways moves to the page.
    const client = await page.context().newCDPSession(page);
    const y = image.y + image.height / 2;
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      client.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await touch("touchStart", 300);
    for (const x of [260, 220, 180, 140, 100]) await touch("touchMove", x);
    await touch("touchEnd", 100);
    await expect(counter(dialog)).toHaveText("4 / 8");

    // Chromium makes no click of a tap this soon after a swipe (on phones too): a click stands in.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/thebox\/bb$/);
    await expect(thumb).toBeFocused();
  });
});
