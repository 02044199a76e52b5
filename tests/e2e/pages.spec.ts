import { expect, expectReturnToTop, hydrated, test } from "./fixtures.ts";

const PDF = "/downloads/mindfully-bored-brand-guidelines.pdf";

for (const [width, columns] of [
  [390, 1],
  [700, 2],
  [1100, 3],
] as const) {
  test(`the overview grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/thebox");
    const grid = page.getByRole("main").locator("ul").first();
    const template = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns);
    expect(template.split(" ")).toHaveLength(columns);
    await expect(grid.locator(":scope > li")).toHaveCount(8);
  });
}

test("a section's note is a word of its heading, spaced as read: Cards (Coming Soon)", async ({ page }) => {
  await page.goto("/thebox/mb");
  const heading = page.getByRole("heading", { level: 3, name: "Some of the Collectible Cards (Coming Soon)" });
  await expect(heading).toHaveText("Some of the Collectible Cards (Coming Soon)");
});

test("Return to top brings the visitor back to the top", async ({ page }) => {
  await page.goto("/thebox/bb");
  await hydrated(page);
  await expectReturnToTop(page);
  // With scripts, the address stays as it was.
  await expect(page).toHaveURL(/\/thebox\/bb$/);
});

test("the brand guidelines: a preview, a download of a real PDF with its size", async ({ page, request }) => {
  await page.goto("/thebox/mbb");
  await hydrated(page);
  const link = page.getByRole("link", { name: /Download the brand guidelines \(PDF, \d+ KB\)/ });
  await expect(link).toHaveAttribute("href", PDF);
  const response = await request.get(PDF);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  expect(body.subarray(-8).toString()).toContain("%%EOF");
});

test("the PDF viewer is embedded on large screens", async ({ page }) => {
  await page.goto("/thebox/mbb");
  await hydrated(page);
  await expect(page.locator(`iframe[src="${PDF}"]`)).toHaveCount(1);
});

test("on phones the PDF viewer is hidden and the PDF is never requested, even scrolled past", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".pdf")) requested.push(r.url());
  });
  await page.goto("/thebox/mbb");
  await hydrated(page);
  await page.getByRole("link", { name: /Return to top/ }).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(page.locator(`iframe[src="${PDF}"]`)).toBeHidden();
  expect(requested).toEqual([]);
});
