import type { Locator, Page } from "@playwright/test";
import { projectArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import { artworkPath } from "../../shared/paths.ts";
import { fullSizeFile } from "../../shared/pictures.ts";
import { expect, hydrated, sitePicture, test } from "./fixtures.ts";

// Zooming into a picture in the viewer, on a project page and on an artwork's own page: every way in raises the scale
// and fetches a wider file; while zoomed a drag pans and the arrows stay on the picture; zoomed out they move on.

const POSTERS = "Some of the BB Posters";
// A phone-sized window at 1×: fitted, a poster is shown from its 360 px file, so a zoom has wider ones to fetch.
test.use({ viewport: { width: 390, height: 800 } });

async function openPoster(page: Page) {
  await page.goto("/thebox/bb");
  await hydrated(page);
  await page.getByRole("region", { name: POSTERS }).getByRole("link").first().click();
  const dialog = page.getByRole("dialog", { name: POSTERS });
  await expect(dialog.locator(".viewer-image")).toHaveJSProperty("complete", true);
  return dialog;
}

const counter = (dialog: Locator) => dialog.getByText(/^\d+ \/ \d+$/);
/** The zoom's scale, from the transform of the box that holds the picture. */
const scale = (dialog: Locator) =>
  dialog.locator(".zoom-content").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
const position = (dialog: Locator) =>
  dialog.locator(".zoom-content").evaluate((el) => {
    const matrix = new DOMMatrix(getComputedStyle(el).transform);
    return [Math.round(matrix.e), Math.round(matrix.f)];
  });
/** The width of the file the browser shows, from its name (`<stem>-<width>.<format>`). */
const fileWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => Number(/-(\d+)\.\w+$/.exec(img.currentSrc)?.[1]));

async function expectSharper(dialog: Locator, before: number) {
  const image = dialog.locator(".viewer-image");
  await expect.poll(() => fileWidth(image)).toBeGreaterThan(before);
  await expect(image).toHaveJSProperty("complete", true);
}

test("a double-click zooms in and fetches a wider file; another fits the picture again", async ({ page }) => {
  const dialog = await openPoster(page);
  const image = dialog.locator(".viewer-image");
  const fitted = await fileWidth(image);
  expect(fitted).toBe(360);
  await image.dblclick();
  await expect.poll(() => scale(dialog)).toBeGreaterThan(2);
  await expectSharper(dialog, fitted);
  await image.dblclick();
  await expect.poll(() => scale(dialog)).toBe(1);
  await expect(dialog).toBeVisible();
});

test("Ctrl + wheel (and a trackpad's pinch) zooms in at the pointer; a plain wheel does not", async ({ page }) => {
  const dialog = await openPoster(page);
  const box = (await dialog.locator(".viewer-image").boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -200);
  expect(await scale(dialog)).toBe(1);
  await page.keyboard.down("Control");
  await page.mouse.wheel(0, -200);
  await page.keyboard.up("Control");
  await expect.poll(() => scale(dialog)).toBeGreaterThan(1.5);
  await expectSharper(dialog, 360);
});

test("the keys and the buttons zoom in, out and back to fit, each named", async ({ page }) => {
  const dialog = await openPoster(page);
  await page.keyboard.press("+");
  await expect.poll(() => scale(dialog)).toBeGreaterThan(1.5);
  const zoomed = await scale(dialog);
  await expectSharper(dialog, 360);
  await page.keyboard.press("-");
  await expect.poll(() => scale(dialog)).toBeLessThan(zoomed);
  await page.keyboard.press("0");
  await expect.poll(() => scale(dialog)).toBe(1);

  await dialog.getByRole("button", { name: "Zoom in" }).click();
  // Each step adds to the scale it starts from: the next waits for this one to end.
  await expect.poll(() => scale(dialog)).toBeCloseTo(1.75, 2);
  await dialog.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(() => scale(dialog)).toBeGreaterThan(2.4);
  await dialog.getByRole("button", { name: "Zoom out" }).click();
  await expect.poll(() => scale(dialog)).toBeLessThan(2);
  await dialog.getByRole("button", { name: "Fit to screen" }).click();
  await expect.poll(() => scale(dialog)).toBe(1);
  // Focus stays where the visitor pressed; the counter did not move.
  await expect(dialog.getByRole("button", { name: "Fit to screen" })).toBeFocused();
  await expect(counter(dialog)).toHaveText("1 / 8");
});

test("zoomed in, a swipe pans and the arrows pan; zoomed out, both move to the next picture", async ({ page }) => {
  const dialog = await openPoster(page);
  const box = (await dialog.locator(".viewer-image").boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.keyboard.press("+");
  await expect.poll(() => scale(dialog)).toBeCloseTo(1.75, 2);
  await page.keyboard.press("+");
  await expect.poll(() => scale(dialog)).toBeGreaterThan(2.4);
  const start = await position(dialog);

  await page.mouse.move(x + 100, y);
  await page.mouse.down();
  await page.mouse.move(x - 100, y + 10, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => position(dialog)).not.toEqual(start);
  expect((await position(dialog))[0]).toBeLessThan(start[0]!);
  const panned = await position(dialog);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => position(dialog)).not.toEqual(panned);
  await expect(counter(dialog)).toHaveText("1 / 8");

  await page.keyboard.press("0");
  await expect.poll(() => scale(dialog)).toBe(1);
  await page.keyboard.press("ArrowRight");
  await expect(counter(dialog)).toHaveText("2 / 8");
  // The next picture starts fitted.
  expect(await scale(dialog)).toBe(1);
  await page.mouse.move(x + 100, y);
  await page.mouse.down();
  await page.mouse.move(x - 100, y + 10, { steps: 8 });
  await page.mouse.up();
  await expect(counter(dialog)).toHaveText("3 / 8");
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("two fingers pinch the picture larger, and a one-finger swipe then pans instead of moving on", async ({
    page,
  }) => {
    const dialog = await openPoster(page);
    const box = (await dialog.locator(".viewer-image").boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const client = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) =>
      client.send("Input.dispatchTouchEvent", { type, touchPoints: points });

    await touch("touchStart", [
      { x: x - 20, y },
      { x: x + 20, y },
    ]);
    for (const spread of [40, 60, 80, 100, 120, 140])
      await touch("touchMove", [
        { x: x - spread, y },
        { x: x + spread, y },
      ]);
    await touch("touchEnd", []);
    await expect.poll(() => scale(dialog)).toBeGreaterThan(1.5);
    await expectSharper(dialog, 360);

    const start = await position(dialog);
    await touch("touchStart", [{ x: x + 80, y }]);
    for (const dx of [40, 0, -40, -80]) await touch("touchMove", [{ x: x + dx, y }]);
    await touch("touchEnd", []);
    await expect.poll(() => position(dialog)).not.toEqual(start);
    await expect(counter(dialog)).toHaveText("1 / 8");
  });
});

test.describe("an artwork's own page", () => {
  const art = projectArtworks(projects.find((p) => p.slug === "bb")!).find((a) => a.section.title === POSTERS)!;
  const full = fullSizeFile(sitePicture(art.image));

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the picture links its largest file, for the browser's own zoom", async ({ page, request }) => {
      await page.goto(artworkPath("bb", art.slug));
      const link = page.getByRole("main").getByRole("link", { name: /View full size/ });
      await expect(link).toHaveAttribute("href", full);
      const file = await request.get(full);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/webp");
    });
  });

  test("with scripts the picture opens the viewer, zoomable; Escape closes it back on the picture", async ({
    page,
  }) => {
    await page.goto(artworkPath("bb", art.slug));
    await hydrated(page);
    const link = page.getByRole("main").getByRole("link", { name: /View full size/ });
    await link.click();
    const dialog = page.getByRole("dialog", { name: art.name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?image=${art.slug}$`));
    await dialog.locator(".viewer-image").dblclick();
    await expect.poll(() => scale(dialog)).toBeGreaterThan(2);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${artworkPath("bb", art.slug)}$`));
    await expect(link).toBeFocused();
  });
});
