import type { Page } from "@playwright/test";
import { artworkPath } from "../../shared/paths.ts";
import { projectArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import { site } from "../../model/site.ts";
import { atFirstPaint, expect, forgiveDocumentStatus, hydrated, test } from "./fixtures.ts";

// Every artwork's own page (/thebox/<project>/<artwork>), what leads to it, and how the viewer shows its address.

const bcts = projectArtworks(projects.find((p) => p.slug === "bcts")!);
// The characters: a lead section (its last picture shown first), eight of them.
const characters = bcts.filter((a) => a.section.title === "Characters / Tattoo Artists");
const path = (n: number) => artworkPath("bcts", characters[n - 1]!.slug);
const main = (page: Page) => page.getByRole("main");

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "JavaScript disabled", () => {
    test.use({ javaScriptEnabled });

    test("an artwork's page: its picture large and first, captioned, counted, and linked along its section", async ({
      page,
    }) => {
      const response = await page.goto(path(2));
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await hydrated(page);
      const art = characters[1]!;
      await expect(page).toHaveTitle(`${art.name} — Blue Chip Tattoo Studio — ${site.name}`);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Characters / Tattoo Artists, no. 2");
      await expect(main(page).getByText("2 of 8 in Characters / Tattoo Artists")).toBeVisible();

      // The picture: the page's first and largest, fetched at once, its alt text as the caption.
      const figure = main(page).getByRole("figure");
      const image = figure.getByRole("img", { name: art.image.alt });
      await expect(image).toHaveAttribute("fetchpriority", "high");
      await expect(image).toHaveAttribute("loading", "eager");
      await expect(figure.locator("figcaption")).toHaveText(art.image.alt);
      await expect(image).toHaveJSProperty("complete", true);
      const box = (await image.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(800 * 0.75 + 1);
      expect(box.height).toBeGreaterThan(500);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(box.width);

      // Along the section, wrapping around at its ends.
      const along = main(page).getByRole("navigation", { name: "More from Characters / Tattoo Artists" });
      await expect(along.getByRole("link", { name: /^← Previous/ })).toHaveAttribute("href", path(1));
      await along.getByRole("link", { name: /^← Previous/ }).click();
      await expect(page).toHaveURL(new RegExp(`${path(1)}$`));
      await expect(main(page).getByText("1 of 8 in Characters / Tattoo Artists")).toBeVisible();
      await expect(along.getByRole("link", { name: /^← Previous/ })).toHaveAttribute("href", path(8));
      await along.getByRole("link", { name: /^← Previous/ }).click();
      await expect(main(page).getByText("8 of 8 in Characters / Tattoo Artists")).toBeVisible();
      await along.getByRole("link", { name: /^Next/ }).click();
      await expect(page).toHaveURL(new RegExp(`${path(1)}$`));

      // Back to the project, at the section.
      await main(page).getByRole("link", { name: "← Blue Chip Tattoo Studio: Characters / Tattoo Artists" }).click();
      await expect(page).toHaveURL(/\/thebox\/bcts#section-characters-tattoo-artists$/);
      await expect(page.getByRole("region", { name: "Characters / Tattoo Artists" })).toBeInViewport();
    });

    test("an old ?image= link opens that artwork's page", async ({ page }) => {
      await page.goto(`/thebox/bcts?image=${characters[4]!.slug}`);
      await expect(page).toHaveURL(new RegExp(`${path(5)}$`));
      await expect(main(page).getByText("5 of 8 in Characters / Tattoo Artists")).toBeVisible();
    });

    test("an unknown artwork is the 404 page, with status 404", async ({ page, consoleErrors }) => {
      const response = await page.goto("/thebox/bcts/no-such-artwork");
      expect(response?.status()).toBe(404);
      // Once the scripts have had their chance: still the one page, not redrawn by a router that took it for an artwork.
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page slipped out of the box");
      await page.getByRole("link", { name: "theBox" }).last().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("theBox");
      forgiveDocumentStatus(consoleErrors, 404);
    });
  });
}

atFirstPaint(({ firstPaint }) => {
  test("a thumbnail tapped at first paint opens its artwork's page", async ({ page }) => {
    await firstPaint(page, "/thebox/bcts");
    await page.getByRole("region", { name: "Characters / Tattoo Artists" }).getByRole("link").nth(2).click();
    await expect(page).toHaveURL(new RegExp(`${path(3)}$`));
    await expect(main(page).getByText("3 of 8 in Characters / Tattoo Artists")).toBeVisible();
  });
});

test("with scripts, a thumbnail opens the viewer at the artwork's address; Back closes it where the gallery was", async ({
  page,
}) => {
  await page.goto("/thebox/bcts");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Characters / Tattoo Artists" });
  const thumb = section.getByRole("link").nth(3);
  await thumb.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await thumb.click();
  const dialog = page.getByRole("dialog", { name: "Characters / Tattoo Artists" });
  await expect(dialog.getByText("4 / 8")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path(4)}$`));
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(new RegExp(`${path(5)}$`));
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/thebox\/bcts$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(thumb).toBeFocused();
});
