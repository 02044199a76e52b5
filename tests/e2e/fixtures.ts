import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { join } from "node:path";
import { projects } from "../../model/box.ts";
import { site } from "../../model/site.ts";
import { pictureIn } from "../../shared/manifests.ts";
import { BOX_PATH, pagePaths, projectPath } from "../../shared/paths.ts";
import { exampleSite } from "../../tools/test-site.ts";

/**
 * The build the tests check: the example site's (tools/test-site.ts), never the artist's, whatever she has put in
 * content/ and built. Every file a test reads of it, and every picture it looks up, comes from here.
 */
export const siteBuild = join(exampleSite(process.cwd()).dir, "build", "client");
/** A content picture as the example site's pages show it. */
export const sitePicture = pictureIn(exampleSite(process.cwd()).dir);

/** Every page with the heading it must show (the spec's routes; project titles come from content/). */
export const pages: { path: string; heading: string }[] = pagePaths(projects.map((p) => p.slug)).map((path) => ({
  path,
  heading:
    path === "/"
      ? "Mischief Box"
      : path === BOX_PATH
        ? "theBox"
        : path === "/about"
          ? "About"
          : path === "/contact"
            ? "Contact"
            : projects.find((p) => projectPath(p.slug) === path)!.page.title,
}));

/** The contact endpoint the build was made with, as a URL pattern for page.route. */
export const contactEndpoint = (baseURL: string | undefined) => new URL(site.contact.endpoint, baseURL).href;

/** Whether React has claimed the page (it marks the DOM nodes it has hydrated). */
const reactClaimed = () => {
  const heading = document.querySelector("main h1");
  return !!heading && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
};

/** Resolves once React has hydrated the page. */
export async function hydrated(page: Page) {
  await page.waitForFunction(reactClaimed);
}

export const isHydrated = (page: Page) => page.evaluate(reactClaimed);

/** Fills the contact form of the page's main region and sends it. */
export async function sendContactForm(page: Page, fields: { name: string; email: string; message: string }) {
  const form = page.getByRole("main").locator("form");
  await form.getByRole("textbox", { name: "Name" }).fill(fields.name);
  await form.getByRole("textbox", { name: "Email" }).fill(fields.email);
  await form.getByRole("textbox", { name: "Message" }).fill(fields.message);
  await form.getByRole("button", { name: "Send Message" }).click();
}

/** Every test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Removes the one console line a page served with an error status causes (the browser logs the document's status). */
export function forgiveDocumentStatus(consoleErrors: string[], status: number) {
  const documentStatus = (line: string) => line.includes(`status of ${status}`);
  expect(consoleErrors.filter(documentStatus).length).toBeLessThanOrEqual(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !documentStatus(line)));
}

export { expect };

/** How long `atFirstPaint` holds the page's scripts back: a phone on a slow link. */
export const HELD_MS = 4_000;

/**
 * Declares `tests` twice: with JavaScript disabled, and with the page's scripts held back HELD_MS. `firstPaint` opens a
 * page as soon as its HTML arrives, for the tests to act on it before any script has run.
 */
export function atFirstPaint(
  tests: (mode: { javaScriptEnabled: boolean; firstPaint: (page: Page, path: string) => Promise<void> }) => void,
) {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? `scripts held back ${HELD_MS / 1000} s` : "JavaScript disabled", () => {
      test.use({ javaScriptEnabled });
      tests({
        javaScriptEnabled,
        async firstPaint(page, path) {
          if (javaScriptEnabled) {
            await page.route("**/assets/*.js", async (route) => {
              await new Promise((resolve) => setTimeout(resolve, HELD_MS));
              await route.continue();
            });
          }
          await page.goto(path, { waitUntil: "commit" });
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        },
      });
    });
  }
}

/** theBox's disclosure (a <details>) in the header's navigation or the mobile menu: its summary and its panel. */
export function boxPanel(
  page: Page,
  scope: Locator = page.getByRole("banner").getByRole("navigation", { name: "Main" }),
) {
  const disclosure = scope.locator("details", { has: page.locator("summary", { hasText: "theBox" }) });
  return { disclosure, button: disclosure.locator("summary"), panel: disclosure.locator("summary + *") };
}

/** Return to top, from the foot of a long page: back at the start, focus on the main content. */
export async function expectReturnToTop(page: Page) {
  const link = page.getByRole("link", { name: /Return to top/ });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
  await link.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(page.locator("#main")).toBeFocused();
}
