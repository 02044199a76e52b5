import type { Page } from "@playwright/test";
import { atFirstPaint, boxPanel, expect, expectReturnToTop, hydrated, isHydrated, test } from "./fixtures.ts";

// The header's controls, Return to top and the theme work from the HTML and CSS alone: with JavaScript disabled, and
// tapped at first paint while the page's scripts are held back (a phone on a slow link), where the taps must neither be
// lost nor undone once the scripts arrive.

atFirstPaint(({ javaScriptEnabled, firstPaint }) => {
  /** After the taps: the page was still without React, then (with scripts) React arrives and the state stands. */
  async function thenScriptsArrive(page: Page, stillTrue: () => Promise<void>) {
    expect(await isHydrated(page)).toBe(false);
    if (!javaScriptEnabled) return;
    await hydrated(page);
    await stillTrue();
    // The rest of the visit gets its scripts (a route's module, for one) without the wait.
    await page.unrouteAll();
  }

  test("the theBox dropdown opens and its links lead to the projects", async ({ page }) => {
    await firstPaint(page, "/about");
    const { disclosure, button, panel } = boxPanel(page);
    await button.click();
    await expect(disclosure).toHaveAttribute("open");
    await expect(panel.getByRole("link", { name: /^Everydays/ })).toBeVisible();
    await thenScriptsArrive(page, () => expect(disclosure).toHaveAttribute("open"));
    await panel.getByRole("link", { name: /^BitBait/ }).click();
    await expect(page).toHaveURL(/\/thebox\/bb$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opens with theBox inside; its close button, Escape and its links work", async ({ page }) => {
      await firstPaint(page, "/about");
      const hamburger = page.getByRole("button", { name: "Open menu" });
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await hamburger.click();
      await expect(dialog).toBeVisible();
      const box = boxPanel(page, dialog);
      await box.button.click();
      await expect(box.disclosure).toHaveAttribute("open");
      await expect(dialog.getByRole("link", { name: /^Everydays/ })).toBeVisible();
      await thenScriptsArrive(page, async () => {
        await expect(dialog).toBeVisible();
        await expect(box.disclosure).toHaveAttribute("open");
      });

      await dialog.getByRole("button", { name: "Close menu" }).click();
      await expect(dialog).toBeHidden();
      await expect(hamburger).toBeFocused();
      await hamburger.click();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await hamburger.click();
      await dialog.getByRole("link", { name: /^Wall of Legends/ }).click();
      await expect(page).toHaveURL(/\/thebox\/wol$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wall of Legends");
    });
  });

  test("the theme follows the system's", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await firstPaint(page, "/");
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(21, 17, 29)");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(251, 246, 238)");
  });

  test("Return to top brings the visitor back to the page's start", async ({ page }) => {
    await firstPaint(page, "/thebox/bb");
    await expectReturnToTop(page);
    await thenScriptsArrive(page, async () => expect(await page.evaluate(() => scrollY)).toBe(0));
  });
});
