import { expect, hydrated, test } from "./fixtures.ts";

// Moving inside the site keeps the visitor's place, and the viewer answers a tap at once.

test("Back after a move returns to where the page was scrolled", async ({ page }) => {
  await page.goto("/thebox/bb");
  await hydrated(page);
  // Down to the posters, at once (a wheel's smooth scroll would still be moving when the position is read).
  await page
    .getByRole("region", { name: "Some of the BB Posters" })
    .evaluate((section) =>
      window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY + 300, behavior: "instant" }),
    );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

test.describe("in a short window, where every page is long enough to scroll", () => {
  test.use({ viewport: { width: 1280, height: 400 } });

  test("each page keeps its place over Forward and a reload, and Back after the reload still finds it", async ({
    page,
  }) => {
    await page.goto("/thebox/bb");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await page.getByRole("banner").getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);

    // A reload is the browser's to restore; the places of the other pages survive it.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BitBait");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  });
});

test("once a move starts, the pictures of the page being left stop loading, while the old page still shows", async ({
  page,
}) => {
  await page.goto("/thebox/bcts");
  await hydrated(page);
  // The gallery's pictures never arrive, and the next page's data waits until released.
  await page.route(/\/assets\/img\/bcts-/, () => {});
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/about\.data$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/assets\/img\/bcts-/);
  await page.evaluate(() => window.scrollTo({ top: 2500, behavior: "instant" }));
  await asked;

  const stopped = page.waitForEvent("requestfailed", (request) => /\/assets\/img\/bcts-/.test(request.url()));
  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await stopped;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blue Chip Tattoo Studio");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
});

test("after a move a long gallery renders whole, as a fresh load of the page has it", async ({ page, request }) => {
  const html = await (await request.get("/thebox/bcts")).text();
  const thumbs = html.split('class="gallery-thumb').length - 1;
  expect(thumbs).toBeGreaterThan(100);
  await page.goto("/thebox");
  await hydrated(page);
  await page.locator('main a[href="/thebox/bcts"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blue Chip Tattoo Studio");
  await expect(page.locator(".gallery-thumb")).toHaveCount(thumbs);
});

test("a move fetched ahead on intent takes that copy of the next page's data: one request for it", async ({ page }) => {
  await page.goto("/thebox");
  await hydrated(page);
  // What reached the server for the project's data, whatever its query (React Router's prefetch once added one).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const fromNetwork: string[] = [];
  cdp.on("Network.responseReceived", ({ response }) => {
    const url = new URL(response.url);
    if (url.pathname === "/thebox/everydays.data" && !response.fromDiskCache && !response.fromPrefetchCache)
      fromNetwork.push(url.pathname + url.search);
  });
  const card = page.locator('main a[href="/thebox/everydays"]');
  const prefetched = page.waitForEvent("requestfinished", (r) => r.url().includes("/thebox/everydays.data"));
  await card.hover();
  await prefetched;
  await card.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Everydays");
  await expect(page.locator(".gallery-thumb").first()).toBeVisible();
  expect(fromNetwork).toEqual(["/thebox/everydays.data"]);
});

test("a press on a link fetches the next page's data at once; a press on a thumbnail fetches no page", async ({
  page,
}) => {
  await page.goto("/thebox/bb");
  await hydrated(page);
  const data: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".data")) data.push(new URL(request.url()).pathname);
  });
  // A bare press: no hover, no touch, no focus, which the links' own intent prefetch waits on.
  await page
    .getByRole("region", { name: "Some of the BB Posters" })
    .getByRole("link")
    .first()
    .dispatchEvent("pointerdown");
  await page.getByRole("banner").getByRole("link", { name: "About" }).dispatchEvent("pointerdown");
  await expect.poll(() => data).toEqual(["/about.data"]);
});

test("a tap shows the picture in the viewer's place at once, while the viewer's code is still on its way", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/viewer-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/thebox/bb");
  await hydrated(page);
  const thumb = page.getByRole("region", { name: "Some of the BB Posters" }).getByRole("link").nth(2);
  const thumbFile = await thumb.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc);
  const thumbWidth = (await thumb.boundingBox())!.width;
  await thumb.click();
  // The tapped thumbnail's own file, enlarged on the overlay: no empty frame while the code loads.
  const preview = page.locator(".viewer-preview > img");
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute("src", thumbFile);
  // Read in one go: once the navigation lands, the same preview is drawn again as the viewer's Suspense fallback.
  const shown = await preview.evaluate((img: HTMLImageElement) => ({
    loaded: img.naturalWidth,
    width: img.getBoundingClientRect().width,
  }));
  expect(shown.loaded).toBeGreaterThan(0);
  expect(shown.width).toBeGreaterThan(thumbWidth);
  // Over it, the viewer's own file is already on its way.
  await expect(page.locator(".viewer-preview picture img")).toHaveJSProperty("complete", true);

  release();
  const dialog = page.getByRole("dialog", { name: "Some of the BB Posters" });
  const image = dialog.locator(".viewer-image");
  await expect(image).toBeVisible();
  await expect(page.locator(".viewer-preview")).toHaveCount(0);
  // Under the sharper file, the same thumbnail file, until the sharper one has arrived.
  expect(await image.evaluate((img) => getComputedStyle(img).backgroundImage)).toContain(thumbFile);
});
