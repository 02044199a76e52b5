import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, pages } from "../fixtures.ts";

// What every journey checks after each step, and the moves a visitor makes with the viewer. A journey is a sequence a
// real visitor does (open, close, open another, leave, come Back): each step must leave the page as usable as before.

/** The gallery thumbnails of the page shown (each a link to its artwork's page, which the viewer takes). */
export const thumbs = (page: Page) => page.locator("main .gallery-thumb");
/** The viewer, once open (the only dialog a project page opens). */
export const viewer = (page: Page) => page.locator("dialog.viewer");
/** The viewer's "3 / 8". */
export const counter = (page: Page) => viewer(page).locator(".viewer-counter span").first();

/** Opens a page and waits until its scripts have taken it over. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/**
 * Waits until a move to `path` has landed: the address, and the page's own heading (the address changes a moment
 * before the new page shows, and a thumbnail read in between would be the old page's).
 */
export async function arrived(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.find((p) => p.path === path)!.heading);
}

/**
 * The page takes clicks where it shows controls: no viewer or its preview is left over it, no dialog is open, nothing
 * is inert, and a click at the middle of every control in the window lands on that control (the fixed header may
 * cover what has scrolled under it).
 */
export async function expectUsable(page: Page) {
  await expect(page.locator(".viewer-preview"), "the viewer's preview is left over the page").toHaveCount(0);
  await expect(page.locator("dialog[open]"), "a dialog is still open").toHaveCount(0);
  const blocked = await page.evaluate(() => {
    const header = document.querySelector("header.site-header");
    const problems: string[] = [];
    if (document.querySelector("[inert]")) problems.push("an element is inert");
    for (const control of document.querySelectorAll<HTMLElement>("a[href], button, summary, input, textarea")) {
      const box = control.getBoundingClientRect();
      // Hidden, or a screen reader's only (a 1 px box): nothing a pointer can reach.
      if (box.width < 2 || box.height < 2 || !control.checkVisibility({ visibilityProperty: true })) continue;
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || (header?.contains(hit) && !header.contains(control))) continue;
      const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 40);
      problems.push(
        `${control.tagName.toLowerCase()} "${name}" is covered by ${hit.tagName.toLowerCase()}.${hit.className}`,
      );
    }
    return problems;
  });
  expect(blocked, "controls a click cannot reach").toEqual([]);
}

/** A point of the open viewer's overlay that is neither the picture nor a control nor a caption: "outside". */
export async function outsidePoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await viewer(page).evaluate((dialog) => {
    for (let y = 0.15; y < 0.9; y += 0.05)
      for (let x = 0.02; x < 0.98; x += 0.02) {
        const [px, py] = [x * innerWidth, y * innerHeight];
        const hit = document.elementFromPoint(px, py);
        if (hit && dialog.contains(hit) && !hit.closest("img, button, p")) return { x: px, y: py };
      }
    return null;
  });
  expect(point, "the viewer has an empty part to click").not.toBeNull();
  return point!;
}

export type CloseWay = "Escape" | "the close button" | "Back" | "a click outside";
export const CLOSE_WAYS: CloseWay[] = ["Escape", "the close button", "Back", "a click outside"];

/** Closes the viewer one way, by mouse and keys, or (`touch`) by taps. */
export async function closeViewer(page: Page, way: CloseWay, { touch = false } = {}) {
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  if (way === "Escape") await page.keyboard.press("Escape");
  else if (way === "Back") await page.goBack();
  else if (way === "the close button") {
    const close = dialog.getByRole("button", { name: "Close" });
    await (touch ? close.tap() : close.click());
  } else {
    const { x, y } = await outsidePoint(page);
    await (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  }
  await expect(dialog).toBeHidden();
}

/** Opens picture `index` of the page's galleries (click or tap) and checks the viewer shows it. */
export async function openPicture(page: Page, index: number, { touch = false } = {}): Promise<Locator> {
  const thumb = thumbs(page).nth(index);
  const alt = (await thumb.locator("img").getAttribute("alt")) ?? "";
  await (touch ? thumb.tap() : thumb.click());
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page).locator(".viewer-caption")).toHaveText(alt);
  return thumb;
}
