import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import {
  arrived,
  CLOSE_WAYS,
  closeViewer,
  counter,
  expectUsable,
  openPicture,
  thumbs,
  viewer,
  visit,
  type CloseWay,
} from "./visit.ts";

// The viewer inside whole visits: opened and closed every way, then the page used again (another picture, the menu),
// with a mouse on a desktop, with taps on a phone, and by keyboard alone; and the artwork page's own picture.

const GALLERIES = ["/thebox/bcts", "/thebox/wol", "/thebox/everydays"];

/** Leaves the page through the header's menu and lands on the about page, scrolled to its top. */
async function leaveThroughMenu(page: Page, { touch = false } = {}) {
  if (touch) {
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).tap();
  } else {
    await page
      .getByRole("banner")
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
  }
  await arrived(page, "/about");
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  await expectUsable(page);
}

test.describe("on a desktop, with a mouse", () => {
  for (const [i, way] of CLOSE_WAYS.entries()) {
    const path = GALLERIES[i % GALLERIES.length]!;
    test(`${path}: the viewer closed by ${way}, then another picture, then the menu`, async ({ page }) => {
      await visit(page, path);
      const first = await openPicture(page, 1);
      await closeViewer(page, way);
      await arrived(page, path);
      await expectUsable(page);
      await expect(first).toBeFocused();

      // The same way again, on another picture: nothing of the first visit stays behind.
      const second = await openPicture(page, 4);
      await expect(counter(page)).not.toHaveText(/^2 \//);
      await closeViewer(page, way);
      await expectUsable(page);
      await expect(second).toBeFocused();

      await openPicture(page, 2);
      await closeViewer(page, "Escape");
      await expectUsable(page);
      await leaveThroughMenu(page);
    });
  }

  test("stepping through pictures, then each way out in turn, then Back leaves the page", async ({ page }) => {
    await visit(page, "/thebox");
    await page
      .getByRole("link", { name: /Wall of Legends/ })
      .first()
      .click();
    await arrived(page, "/thebox/wol");
    for (const way of CLOSE_WAYS) {
      await openPicture(page, 0);
      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toHaveText(/^2 \//);
      await closeViewer(page, way);
      await expectUsable(page);
    }
    // Each close undid its own history entry: one Back leaves the project for the overview.
    await page.goBack();
    await arrived(page, "/thebox");
    await expectUsable(page);
  });
});

test.describe("on a phone, with taps", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  for (const [i, way] of CLOSE_WAYS.entries()) {
    const path = GALLERIES[(i + 1) % GALLERIES.length]!;
    test(`${path}: the viewer closed by ${way}, then another picture, then the menu`, async ({ page }) => {
      await visit(page, path);
      const first = await openPicture(page, 1, { touch: true });
      await closeViewer(page, way, { touch: true });
      await expectUsable(page);
      await expect(first).toBeFocused();
      await openPicture(page, 3, { touch: true });
      await closeViewer(page, way, { touch: true });
      await expectUsable(page);
      await leaveThroughMenu(page, { touch: true });
    });
  }
});

test.describe("by keyboard alone", () => {
  /** Presses Tab (or Shift+Tab) until the focused element matches `selector`. */
  async function tabTo(page: Page, selector: string, back = false) {
    for (let presses = 0; presses < 120; presses++) {
      await page.keyboard.press(back ? "Shift+Tab" : "Tab");
      if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return;
    }
    throw new Error(`the focus never reached ${selector}`);
  }

  test("/thebox/bcts: open, step, close, the next picture, close, then the menu", async ({ page }) => {
    await visit(page, "/thebox/bcts");
    await tabTo(page, "main .gallery-thumb");
    const opener = await page.evaluate(() => document.activeElement!.getAttribute("href"));
    await page.keyboard.press("Enter");
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(/^2 \//);
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expectUsable(page);
    await expect(page.locator(`a[href="${opener}"]`)).toBeFocused();

    await page.keyboard.press("Tab");
    const next = await page.evaluate(() => document.activeElement!.getAttribute("href"));
    expect(next).not.toBe(opener);
    await page.keyboard.press("Enter");
    await expect(viewer(page).getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(viewer(page)).toBeHidden();
    await expectUsable(page);
    await expect(page.locator(`a[href="${next}"]`)).toBeFocused();

    await tabTo(page, 'header.site-header nav a[href="/contact"]', true);
    await page.keyboard.press("Enter");
    await arrived(page, "/contact");
    await expectUsable(page);
  });
});

test.describe("the artwork page's own picture", () => {
  test("opened, zoomed in, closed; opened again, closed by the button; then the menu", async ({ page }) => {
    await visit(page, "/thebox/bb/bb-posters-poster-01");
    const frame = page.locator("main a.artwork-frame");
    await frame.click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await expect
      .poll(() => dialog.locator(".zoom-content").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a))
      .toBeGreaterThan(1.2);
    await closeViewer(page, "Escape");
    await expectUsable(page);
    await expect(frame).toBeFocused();

    for (const way of ["the close button", "Back"] satisfies CloseWay[]) {
      await frame.click();
      await closeViewer(page, way);
      await expectUsable(page);
    }
    await leaveThroughMenu(page);
  });
});

/** Each way of closing, on the artwork page too. */
for (const way of ["a click outside", "Back"] satisfies CloseWay[]) {
  test(`the artwork page: closed by ${way}, the page takes clicks`, async ({ page }) => {
    await visit(page, "/thebox/wol/wol-legends-legend-03");
    const frame = page.locator("main a.artwork-frame");
    await frame.click();
    await closeViewer(page, way);
    await expectUsable(page);
    await expect(thumbs(page)).toHaveCount(0);
  });
}
