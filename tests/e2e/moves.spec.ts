import { expect, hydrated, test } from "./fixtures.ts";

// Moving inside the site keeps the visitor's place, and the viewer answers a tap at once.

test("Back after a move returns to where the page was scrolled", async ({ page }) => {
  await page.goto("/thebox/bb");
  await hydrated(page);
  // Down to the posters, at once (a wheel's smooth scroll would still be moving when the position is read).
  await page
    .getByRole("region", { name: "Some of the BB Posters" })
    .evaluate((section) =>
      window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY + 300, behavior: "instant" }),
    );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

test("a tap shows the picture in the viewer's place at once, while the viewer's code is still on its way", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/lightbox-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/thebox/bb");
  await hydrated(page);
  const thumb = page.getByRole("region", { name: "Some of the BB Posters" }).getByRole("link").nth(2);
  const thumbFile = await thumb.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc);
  await thumb.click();
  // The tapped thumbnail's own file, enlarged on the overlay: no empty frame while the code loads.
  const preview = page.locator(".viewer-preview img");
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute("src", thumbFile);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await preview.boundingBox())!.width).toBeGreaterThan((await thumb.boundingBox())!.width);

  release();
  const dialog = page.getByRole("dialog", { name: "Some of the BB Posters" });
  const image = dialog.locator(".lightbox-image");
  await expect(image).toBeVisible();
  await expect(page.locator(".viewer-preview")).toHaveCount(0);
  // Under the sharper file, the same thumbnail file, until the sharper one has arrived.
  expect(await image.evaluate((img) => getComputedStyle(img).backgroundImage)).toContain(thumbFile);
});
