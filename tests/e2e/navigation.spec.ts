import type { Page } from "@playwright/test";
import { boxPanel, expect, hydrated, test } from "./fixtures.ts";

// The spec's theBox menu, in its order.
const BOX_ENTRIES = [
  "Overview",
  "Mindfully Bored",
  "MB Brand Guidelines",
  "BitBait",
  "Wall of Legends",
  "Blue Chip Tattoo Studio",
  "xTRA BORED",
  "xTRA BORED - Logo",
  "Everydays",
];

const header = (page: Page) => page.getByRole("banner");

test.describe("desktop header", () => {
  test("links lead to their pages and mark the active one", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = header(page).getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: "About" })).toHaveCSS("text-decoration-line", "underline");
    // Screen readers hear where a client-side navigation arrived.
    await expect(page.locator("[aria-live=polite]").first()).toHaveText("About · Mischief Box");

    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");

    await header(page).getByRole("link", { name: "Mischief Box, home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mischief Box");
  });

  test("theBox is active on the overview and on every project page", async ({ page }) => {
    for (const path of ["/thebox", "/thebox/mb", "/thebox/everydays"]) {
      await page.goto(path);
      await hydrated(page);
      const { button } = boxPanel(page);
      await expect(button).toHaveAttribute("aria-current", "page");
      await expect(button).toHaveCSS("text-decoration-line", "underline");
    }
    await page.goto("/about");
    await hydrated(page);
    await expect(boxPanel(page).button).not.toHaveAttribute("aria-current");
  });

  test("theBox dropdown lists the nine entries in order, each with a logo and a description", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const { disclosure, button, panel } = boxPanel(page);
    await expect(disclosure).not.toHaveAttribute("open");
    await expect(panel).toBeHidden();

    await button.click();
    await expect(disclosure).toHaveAttribute("open");
    await expect(panel).toBeVisible();
    await expect(panel.locator("a strong")).toHaveText(BOX_ENTRIES);
    for (const link of await panel.getByRole("link").all()) {
      await expect(link.locator("img")).toHaveJSProperty("complete", true);
      expect(await link.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect((await link.innerText()).split("\n").filter(Boolean).length).toBe(2);
    }
    const maxHeight = await panel.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe(`${0.9 * 800}px`);
    expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");
  });

  test("the panel scrolls inside when the viewport is short", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    await hydrated(page);
    const { button, panel } = boxPanel(page);
    await button.click();
    const box = await panel.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
    expect(box.client).toBeLessThanOrEqual(360);
    expect(box.scroll).toBeGreaterThan(box.client);
  });
});

test.describe("desktop header: theBox dropdown closing", () => {
  test("the dropdown closes when an entry is chosen", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const { disclosure, button, panel } = boxPanel(page);
    await button.click();
    await panel.getByRole("link", { name: /^BitBait/ }).click();
    await expect(page).toHaveURL(/\/thebox\/bb$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
    await expect(panel).toBeHidden();
    await expect(disclosure).not.toHaveAttribute("open");

    // Choosing the page already shown closes it too.
    await button.click();
    await panel.getByRole("link", { name: /^BitBait/ }).click();
    await expect(panel).toBeHidden();
  });

  test("the dropdown closes on Escape, returning focus to its button", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const { button, panel } = boxPanel(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the dropdown closes on a click outside it", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const { button, panel } = boxPanel(page);
    await button.click();
    await expect(panel).toBeVisible();
    // The page's bottom corner, well away from the panel.
    await page.mouse.click(1250, 780);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger opens a full-height menu dialog; choosing a link closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeHidden();
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const size = await dialog.boundingBox();
    expect(size?.height).toBe(844);

    const box = boxPanel(page, dialog);
    await expect(box.disclosure).not.toHaveAttribute("open");
    await box.button.click();
    await expect(box.disclosure).toHaveAttribute("open");
    await expect(dialog.locator("a strong")).toHaveText(BOX_ENTRIES);

    await dialog.getByRole("link", { name: /^Wall of Legends/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/thebox\/wol$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wall of Legends");
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
    await expect(dialog).toBeHidden();
  });

  test("Escape and the close button close the menu, focus back on the hamburger", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const hamburger = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog", { name: "Menu" });

    await hamburger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test("every navigation starts at the top, and Back restores where the visitor was", async ({ page }) => {
  await page.goto("/thebox");
  await hydrated(page);
  // Make the page long enough to scroll, whatever its content is today.
  await page.evaluate(() => (document.body.style.minHeight = "6000px"));
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(1500);

  await header(page).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  expect(await page.evaluate(() => scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("theBox");
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(1500);
});
