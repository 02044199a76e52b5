import { projectPath } from "../../shared/paths.ts";
import { projects } from "../../model/box.ts";
import { expect, hydrated, pages, test } from "./fixtures.ts";

const galleryPages = new Set(projects.filter((p) => p.page.showcase.length > 0).map((p) => projectPath(p.slug)));

test.describe("pictures", () => {
  for (const { path } of pages) {
    test(`every picture on ${path} loads, with alt text and an intrinsic size`, async ({ page }) => {
      // Loading every picture of a long gallery (up to 150) is the one slow thing here: it gets three times the limit.
      test.slow(galleryPages.has(path));
      const failed: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(path);
      await hydrated(page);

      const images = page.locator("main img");
      const count = await images.count();
      for (let i = 0; i < count; i++) {
        const img = images.nth(i);
        expect(await img.getAttribute("alt"), `alt of picture ${i}`).toMatch(/\S/);
        expect(Number(await img.getAttribute("width")), `width of picture ${i}`).toBeGreaterThan(0);
        expect(Number(await img.getAttribute("height")), `height of picture ${i}`).toBeGreaterThan(0);
      }

      // Load the lazy ones too, then check every file arrived and decoded.
      await page.evaluate(() => document.querySelectorAll("img").forEach((img) => (img.loading = "eager")));
      await expect
        .poll(() => page.evaluate(() => [...document.images].filter((img) => !img.complete).length), {
          timeout: 20_000,
        })
        .toBe(0);
      const broken = await page.evaluate(() =>
        [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
      );
      expect(broken).toEqual([]);
      expect(failed).toEqual([]);
    });
  }
});
