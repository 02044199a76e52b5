import type { Page } from "@playwright/test";
import { expect, isHydrated, test } from "../fixtures.ts";
import { arrived, closeViewer, expectUsable, openPicture, viewer, visit } from "./visit.ts";

// Visits across pages: moves between projects with the viewer opened on each and Back through all of it; a slow phone
// scrolled before its scripts have run, a move and Back; the phone's menu opened, closed and opened again.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Chooses a project in the header's theBox menu. */
async function chooseProject(page: Page, name: string) {
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "theBox" }).click();
  await nav.getByRole("link", { name: new RegExp(`^${name}`) }).click();
}

test("three projects, the viewer opened on each, then Back through all of it", async ({ page }) => {
  await visit(page, "/thebox");
  await page
    .getByRole("link", { name: /Blue Chip Tattoo Studio/ })
    .first()
    .click();
  await arrived(page, "/thebox/bcts");
  await openPicture(page, 2);
  await closeViewer(page, "Escape");
  await expectUsable(page);

  await chooseProject(page, "Wall of Legends");
  await arrived(page, "/thebox/wol");
  await openPicture(page, 5);
  await closeViewer(page, "a click outside");
  await openPicture(page, 9);
  await closeViewer(page, "the close button");
  await expectUsable(page);
  // Where this page is left, which Back must return to.
  const wolPlace = await scrollY(page);
  expect(wolPlace).toBeGreaterThan(600);

  await chooseProject(page, "Everydays");
  await arrived(page, "/thebox/everydays");
  expect(await scrollY(page)).toBe(0);
  await openPicture(page, 0);
  // Left open: Back closes it first.
  await page.goBack();
  await expect(viewer(page)).toBeHidden();
  await arrived(page, "/thebox/everydays");
  await expectUsable(page);

  await page.goBack();
  await arrived(page, "/thebox/wol");
  await expect.poll(() => scrollY(page)).toBe(wolPlace);
  await expectUsable(page);
  for (const path of ["/thebox/bcts", "/thebox"]) {
    await page.goBack();
    await arrived(page, path);
    await expectUsable(page);
  }

  // And Forward again, through the same pages, never reopening a viewer that was closed.
  await page.goForward();
  await arrived(page, "/thebox/bcts");
  await expectUsable(page);
  await openPicture(page, 1);
  await closeViewer(page, "Escape");
  await expectUsable(page);
});

test.describe("on a slow phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  for (const path of ["/thebox/everydays", "/thebox/bcts"]) {
    test(`${path}: scrolled before the scripts ran, a move and Back return to the place`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      // The scripts arrive late, as on a slow link, so the visitor surely reads (and scrolls) before they run.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/assets/*.js", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The page may still be arriving, too short yet for the place: she scrolls on as it grows.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, 1800));
          return scrollY(page);
        })
        .toBe(1800);
      expect(await isHydrated(page), "scrolled before hydration").toBe(false);
      release();
      await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
      expect(await scrollY(page)).toBe(1800);

      await page.getByRole("button", { name: "Open menu" }).tap();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact" }).tap();
      await arrived(page, "/contact");
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await arrived(page, path);
      await expect.poll(() => scrollY(page)).toBe(1800);
      await expectUsable(page);

      // Scrolled again after hydration: the new place is the one kept.
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => scrollY(page)).toBe(600);
      await page.getByRole("button", { name: "Open menu" }).tap();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).tap();
      await arrived(page, "/about");
      await page.goBack();
      await expect.poll(() => scrollY(page)).toBe(600);
      await expectUsable(page);
    });
  }

  test("the menu opened, closed, opened again, closed by Escape, then a link chosen", async ({ page }) => {
    await visit(page, "/thebox/wol");
    const open = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await open.tap();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).tap();
    await expect(menu).toBeHidden();
    await expectUsable(page);
    await expect(open).toBeFocused();

    await open.tap();
    await menu.locator("summary", { hasText: "theBox" }).tap();
    await expect(menu.getByRole("link", { name: /^BitBait/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expectUsable(page);

    await open.tap();
    await menu.getByRole("link", { name: /^BitBait/ }).tap();
    await arrived(page, "/thebox/bb");
    await expect(menu).toBeHidden();
    await expectUsable(page);
    await openPicture(page, 0, { touch: true });
    await closeViewer(page, "the close button", { touch: true });
    await expectUsable(page);
    await page.goBack();
    await arrived(page, "/thebox/wol");
    await expectUsable(page);
  });
});
