import type { Page, Response } from "@playwright/test";
import { allArtworks } from "../../model/artworks.ts";
import { artworkPath, BOX_PATH, PAGES } from "../../shared/paths.ts";
import { boxPanel, expect, forgiveDocumentStatus, hydrated, pages, test } from "./fixtures.ts";

// The security headers in a real browser: every page is served with them, and its Content-Security-Policy lets the
// page load, hydrate and do everything it does (open the viewer, embed the PDF, send a message, switch theme) without
// a single violation. Violations are collected from the page itself, as they happen.

const PDF = "/downloads/mindfully-bored-brand-guidelines.pdf";
const SENT = "Well done! Your message has been sent successfully.";

/** Records every `securitypolicyviolation` in the page, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile})`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

function expectSecurityHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'sha256-[\w+/]+=*'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp).toContain("frame-ancestors 'none'");
  return csp;
}

test.beforeEach(({ page }) => recordViolations(page));

const artwork = allArtworks()[0]!;

// Every page but the overview and the contact page carries structured data (scripts/html/structured-data.ts): a JSON
// data block in the head, which the policy does not list, since browsers never run it. It must still be there once
// React has hydrated the head.
for (const path of [...pages.map((p) => p.path), artworkPath(artwork.project.slug, artwork.slug)]) {
  test(`${path}: served with the security headers, loads and hydrates without a violation`, async ({ page }) => {
    const csp = expectSecurityHeaders(await page.goto(path));
    expect(csp).toContain(path === "/thebox/mbb" ? "frame-src 'self'" : "frame-src 'none'");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const withData = path !== BOX_PATH && path !== PAGES.contact;
    await expect(page.locator('head > script[type="application/ld+json"]')).toHaveCount(withData ? 1 : 0);
    expect(await violations(page)).toEqual([]);
  });
}

test("the 404 page: served with the security headers, hydrates without a violation", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  expectSecurityHeaders(response);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(await violations(page)).toEqual([]);
  forgiveDocumentStatus(consoleErrors, 404);
});

test("the viewer opens, steps and closes without a violation", async ({ page }) => {
  await page.goto("/thebox/bb");
  await hydrated(page);
  await page.getByRole("region", { name: "Some of the BB Posters" }).getByRole("link").first().click();
  const dialog = page.getByRole("dialog", { name: "Some of the BB Posters" });
  await expect(dialog.getByText("1 / 8")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("2 / 8")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await violations(page)).toEqual([]);
});

test("the PDF viewer loads in its frame on a large screen, without a violation", async ({ page }) => {
  const pdf = page.waitForResponse((response) => new URL(response.url()).pathname === PDF);
  await page.goto("/thebox/mbb");
  await hydrated(page);
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-security-policy"]).toBe("frame-ancestors 'self'");
  await expect(page.locator(`iframe[src="${PDF}"]`)).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(await violations(page)).toEqual([]);
});

// The policy of the page a visit starts on stays in force through client-side navigation, and every other page forbids
// frames: links to the PDF viewer's page load it as a new document, from the overview's cards and from the menu.
for (const [via, follow] of [
  ["an overview card", (page: Page) => page.getByRole("main").locator('a[href="/thebox/mbb"]').first().click()],
  [
    "the theBox menu",
    async (page: Page) => {
      await boxPanel(page).button.click();
      await page.getByRole("banner").getByRole("navigation").locator('a[href="/thebox/mbb"]').click();
    },
  ],
] as const) {
  test(`arriving at the PDF viewer's page through ${via}, the viewer loads without a violation`, async ({ page }) => {
    await page.goto("/thebox");
    await hydrated(page);
    const pdf = page.waitForResponse((response) => new URL(response.url()).pathname === PDF);
    const arrival = page.waitForResponse((response) => new URL(response.url()).pathname === "/thebox/mbb");
    await follow(page);
    await expect(page).toHaveURL(/\/thebox\/mbb$/);
    expect(await (await arrival).headerValue("content-security-policy")).toContain("frame-src 'self'");
    await hydrated(page);
    expect((await pdf).status()).toBe(200);
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });
}

test("a message is sent to the inbox without a violation", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByRole("main").locator("form");
  await form.getByRole("textbox", { name: "Name" }).fill("Ada");
  await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill("Checking the security headers.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(SENT);
  expect(await violations(page)).toEqual([]);
});

test("the theme toggle switches without a violation", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Dark theme" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await violations(page)).toEqual([]);
});
