import type { Locator, Page } from "@playwright/test";
import { expectVisibleFocus } from "./a11y-helpers.ts";
import { boxPanel, contactEndpoint, expect, hydrated, test } from "./fixtures.ts";

// The site by keyboard alone, as a visitor without a mouse meets it: no clicks anywhere. Every stop on the way must
// show where focus is, and every control that hides or opens something must leave focus somewhere sensible.

const POSTERS = "Some of the BB Posters";
const SENT = "Well done! Your message has been sent successfully.";

/** Presses `key` until `target` has focus, asserting a visible focus ring at every stop on the way. */
async function tabTo(page: Page, target: Locator, key = "Tab", maxStops = 80) {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target} in ${maxStops} stops`);
}

const focusInMain = (page: Page) =>
  page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) ?? false);

test("skip link, theBox dropdown, a project page and its viewer", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);

  // The skip link is the first stop, and shows itself.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await expectVisibleFocus(page);
  // It lands in main (a target, not a stop of its own: it has no ring), and the next Tab goes on inside main.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await focusInMain(page)).toBe(true);
  await expectVisibleFocus(page);

  // Back up into the header, open theBox with Space, Tab to a project and follow it with Enter.
  const header = page.getByRole("banner");
  const { disclosure, button: box } = boxPanel(page);
  await tabTo(page, box, "Shift+Tab");
  await page.keyboard.press(" ");
  await expect(disclosure).toHaveAttribute("open");
  await tabTo(page, header.getByRole("link", { name: /^BitBait/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/thebox\/bb$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
  // Screen readers hear the new page; focus waits on the (closed) theBox button, not at the page's start.
  await expect(page.locator("[aria-live=polite]").first()).toHaveText("BitBait · Mischief Box");
  await expect(disclosure).not.toHaveAttribute("open");
  await expect(box).toBeFocused();
  await expectVisibleFocus(page);

  // On through the page to the posters: Enter opens the viewer, the arrows step, Escape closes it.
  const thumb = page.getByRole("region", { name: POSTERS }).getByRole("link").first();
  await tabTo(page, thumb);
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: POSTERS });
  const counter = viewer.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toHaveText("1 / 8");
  await expect(viewer.getByRole("button", { name: "Close" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("2 / 8");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumb).toBeFocused();
  await expectVisibleFocus(page);
});

test("the contact form: typed, sent with Enter, thanked", async ({ page, baseURL }) => {
  // The real inbox is not this test's business: the endpoint answers as it does on success.
  await page.route(contactEndpoint(baseURL), (route) => route.fulfill({ json: { ok: true } }));
  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByRole("main").locator("form");

  await tabTo(page, form.getByRole("textbox", { name: "Name" }));
  await page.keyboard.type("Ada Lovelace");
  await tabTo(page, form.getByRole("textbox", { name: "Email" }), "Tab", 1);
  await page.keyboard.type("ada@example.com");
  await tabTo(page, form.getByRole("textbox", { name: "Message" }), "Tab", 1);
  await page.keyboard.type("A worm for my collection, please.\nThanks!");
  const send = form.getByRole("button", { name: "Send Message" });
  await tabTo(page, send, "Tab", 1);
  await page.keyboard.press("Enter");

  const status = form.getByRole("status");
  await expect(status).toHaveText(SENT);
  await expect(status).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await expect(send).toBeFocused();
  await expectVisibleFocus(page);
});
