import { boxPanel, expect, forgiveDocumentStatus, hydrated, pages, test } from "./fixtures.ts";

test.describe("every route", () => {
  for (const { path, heading } of pages) {
    test(`${path} has its heading in the HTML and after hydration`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      // Rendered whole at build time (app/entry.server.tsx): no boundary arrives late, so no swap script of React's.
      expect(html).not.toMatch(/\$R[CBV]\b/);

      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/Mischief Box/);
    });
  }

  test("every page has its own title", async ({ request }) => {
    const titles = await Promise.all(
      pages.map(async ({ path }) => /<title>([^<]+)<\/title>/.exec(await (await request.get(path)).text())?.[1]),
    );
    expect(new Set(titles).size).toBe(pages.length);
  });
});

test("/theBox shows the overview at its canonical /thebox", async ({ page, request }) => {
  const response = await request.get("/theBox", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/thebox");

  await page.goto("/theBox");
  await expect(page).toHaveURL(/\/thebox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("theBox");
});

test("an unknown path answers 404 with the themed page, before and after hydration", async ({
  page,
  request,
  consoleErrors,
}) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("This page slipped out of the box");

  const answer = await page.goto("/no-such-page");
  expect(answer?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page slipped out of the box");
  await page.getByRole("link", { name: "theBox" }).last().click();
  await expect(page).toHaveURL(/\/thebox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("theBox");

  forgiveDocumentStatus(consoleErrors, 404);
});

test("the stylesheet comes inside the HTML: no stylesheet is fetched, on load or after navigating", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/about");
  await hydrated(page);
  // Styled: the display face and the fixed header come from the stylesheet.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Fredoka/);
  await expect(page.locator("header")).toHaveCSS("position", "fixed");
  await page.getByRole("banner").getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Fredoka/);
  expect(stylesheets).toEqual([]);
});

test("one project's page leads to another's with that project's own words and pictures, and Back returns", async ({
  page,
}) => {
  await page.goto("/thebox/bb");
  await hydrated(page);
  const firstPicture = () => page.locator("main .gallery-thumb").first().getAttribute("href");
  expect(await firstPicture()).toMatch(/^\/thebox\/bb\//);
  const { button, panel } = boxPanel(page);
  await button.click();
  await panel.getByRole("link", { name: /^Wall of Legends/ }).click();
  await expect(page).toHaveURL(/\/thebox\/wol$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wall of Legends");
  expect(await firstPicture()).toMatch(/^\/thebox\/wol\//);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
  expect(await firstPicture()).toMatch(/^\/thebox\/bb\//);
});

test("an unknown project is the 404 page, with status 404", async ({ page, consoleErrors }) => {
  const response = await page.goto("/thebox/no-such-project");
  expect(response?.status()).toBe(404);
  // Once the scripts have had their chance: still the one page, not redrawn by a router that took it for a project.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page slipped out of the box");
  forgiveDocumentStatus(consoleErrors, 404);
});

test("a move inside the site to an unknown project loads the address as a document: the 404 page", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/thebox/bb");
  await hydrated(page);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/thebox/no-such-project") && r.request().isNavigationRequest(),
  );
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
    ).__reactRouterDataRouter.navigate("/thebox/no-such-project"),
  );
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page slipped out of the box");
  // The browser logs both answers' status: the page's data, then the document.
  const missing = consoleErrors.filter((line) => line.includes("status of 404"));
  expect(missing).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !missing.includes(line)));
});
