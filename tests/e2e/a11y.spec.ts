import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y-helpers.ts";
import { boxPanel, expect, forgiveDocumentStatus, hydrated, pages, test } from "./fixtures.ts";

// axe (WCAG 2.2 A/AA) on every page, in both themes, at phone and desktop widths, and with every overlay open: the
// audit that keyboard and screen-reader visitors' experience rests on. One test per page or overlay, theme and width:
// each is short, and a failure names what it audited. The theme follows the emulated system preference
// (app/lib/theme.ts: with no stored choice, CSS follows it).

const THEMES = ["light", "dark"] as const;
const PHONE = 390;
const DESKTOP = 1280;
const UNKNOWN = "/no-such-page-in-the-box";

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

for (const colorScheme of THEMES) {
  test.describe(`${colorScheme} theme`, () => {
    test.beforeEach(({ page }) => page.emulateMedia({ colorScheme }));

    for (const width of [PHONE, DESKTOP]) {
      for (const { path } of pages) {
        test(`${path} at ${width} px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 844 });
          await open(page, path);
          await expectNoAxeViolations(page, `${path} (${colorScheme}, ${width} px)`);
        });
      }

      test(`the 404 page at ${width} px`, async ({ page, consoleErrors }) => {
        await page.setViewportSize({ width, height: 844 });
        await open(page, UNKNOWN);
        await expectNoAxeViolations(page, `the 404 page (${colorScheme}, ${width} px)`);
        forgiveDocumentStatus(consoleErrors, 404);
      });

      test(`the viewer at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await open(page, "/thebox/bb");
        await page.getByRole("region", { name: "Some of the BB Posters" }).getByRole("link").nth(1).click();
        const viewer = page.getByRole("dialog", { name: "Some of the BB Posters" });
        await expect(viewer.getByRole("img")).toHaveJSProperty("complete", true);
        await expectNoAxeViolations(page, `the viewer (${colorScheme}, ${width} px)`);
      });

      test(`the contact form's error at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await open(page, "/contact");
        const form = page.getByRole("main").locator("form");
        await form.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
        await form.getByRole("textbox", { name: "Email" }).fill("ada@example");
        await form.getByRole("textbox", { name: "Message" }).fill("A worm for my collection, please.");
        await form.getByRole("button", { name: "Send Message" }).click();
        await expect(form.getByText("Oh, snap!", { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, `the contact form's error (${colorScheme}, ${width} px)`);
      });
    }

    test(`theBox dropdown open at ${DESKTOP} px`, async ({ page }) => {
      await open(page, "/");
      await boxPanel(page).button.click();
      await expect(page.getByRole("banner").getByRole("link", { name: /^Everydays/ })).toBeVisible();
      await expectNoAxeViolations(page, `theBox dropdown (${colorScheme})`);
    });

    test(`the mobile menu with theBox expanded at ${PHONE} px`, async ({ page }) => {
      await page.setViewportSize({ width: PHONE, height: 844 });
      await open(page, "/about");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await boxPanel(page, menu).button.click();
      await expect(menu.getByRole("link", { name: /^Everydays/ })).toBeVisible();
      await expectNoAxeViolations(page, `the mobile menu (${colorScheme})`);
    });
  });
}
