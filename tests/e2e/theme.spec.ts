import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

const visibleLogo = (page: Page) =>
  page.getByRole("banner").getByRole("img", { name: "Mischief Box, home" }).and(page.locator(":visible"));

test("the theme follows the system preference by default", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await hydrated(page);
  await expect(visibleLogo(page)).toHaveAttribute("src", /logo-dark/);
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  const dark = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

  await page.emulateMedia({ colorScheme: "light" });
  await expect(visibleLogo(page)).toHaveAttribute("src", /logo-light/);
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(dark);
});

test("the toggle overrides the system and is remembered across a reload, with no flash", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(visibleLogo(page)).toHaveAttribute("src", /logo-dark/);

  // Record the theme when the parser reaches <body>: before anything is painted and before any module script runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { themeAtFirstPaint?: string }).themeAtFirstPaint = document.documentElement.dataset.theme;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstPaint: string }).themeAtFirstPaint)).toBe(
    "dark",
  );
  await hydrated(page);
  await expect(visibleLogo(page)).toHaveAttribute("src", /logo-dark/);
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Dark theme" }).click();
  await page.reload();
  await hydrated(page);
  await expect(visibleLogo(page)).toHaveAttribute("src", /logo-light/);
});
