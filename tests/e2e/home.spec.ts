import { expect, hydrated, test } from "./fixtures.ts";

test("the hero box cycles through 16 frames at 6 per second, looping, and opens theBox", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  // The sheet replaces the still once it has arrived.
  await expect(page.locator(".hero-box")).toHaveAttribute("data-sheet", "shown");
  await expect(page.locator(".hero-box-still")).toBeHidden();
  const sheet = page.locator(".hero-box-sheet");
  await expect(sheet).toBeVisible();
  const info = await sheet.evaluate((img: HTMLImageElement) => {
    const style = getComputedStyle(img);
    const box = img.closest(".hero-box")!.getBoundingClientRect();
    const shown = img.getBoundingClientRect();
    return {
      frames: img.naturalWidth / img.naturalHeight,
      sameBox: [shown.width - box.width, shown.height - box.height],
      fit: style.objectFit,
      timing: style.animationTimingFunction,
      duration: parseFloat(style.animationDuration),
      iterations: style.animationIterationCount,
    };
  });
  expect(info.frames).toBe(16);
  // One frame's box, covered by the sheet: only one frame is seen at a time.
  expect(info.sameBox).toEqual([0, 0]);
  expect(info.fit).toBe("cover");
  expect(info.timing).toBe("steps(16)");
  expect(info.duration * 6).toBeCloseTo(16, 3);
  expect(info.iterations).toBe("infinite");
  // Frame 5 of 16 (k / 15 of the way) five steps in.
  await sheet.evaluate((img) => {
    const [animation] = img.getAnimations();
    animation!.pause();
    animation!.currentTime = (5 / 6) * 1000 + 10;
  });
  const position = await sheet.evaluate((img) => getComputedStyle(img).objectPosition);
  expect(parseFloat(position)).toBeCloseTo((5 / 15) * 100, 3);

  await expect(page.getByText("Touch or click the box to peek inside")).toBeVisible();
  await page.locator(".hero-box").click();
  await expect(page).toHaveURL(/\/thebox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("theBox");
});

test("the LCP image is the small still first frame; the sprite sheet is fetched only after the page has loaded", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator(".hero-box")).toHaveAttribute("data-sheet", "shown");
  // Both times on the page's own clock: the sheet's request starts no earlier than the load event.
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const sheets = performance.getEntriesByType("resource").filter((r) => /home-frames-/.test(r.name));
    return { loadEventStart: navigation!.loadEventStart, sheetStarts: sheets.map((r) => r.startTime) };
  });
  expect(timing.sheetStarts).toHaveLength(1);
  expect(timing.sheetStarts[0]).toBeGreaterThanOrEqual(timing.loadEventStart);

  const still = page.locator(".hero-box-still");
  expect(await still.getAttribute("fetchpriority")).toBe("high");
  expect(await still.evaluate((img: HTMLImageElement) => img.loading)).toBe("auto");
  expect(await still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(640);
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          resolve(entries.at(-1)?.element?.className ?? "");
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  );
  expect(lcp).toBe("hero-box-still");
});

test("with reduced motion the hero is the still first frame and the sheet is never fetched", async ({ page }) => {
  const sheets: string[] = [];
  page.on("request", (request) => {
    if (/home-frames-/.test(request.url())) sheets.push(request.url());
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/", { waitUntil: "load" });
  await hydrated(page);
  await expect(page.locator(".hero-box-still")).toBeVisible();
  await expect(page.locator(".hero-box-still")).toHaveJSProperty("complete", true);
  await page.waitForTimeout(500);
  await expect(page.locator(".hero-box-sheet")).toHaveCount(0);
  expect(sheets).toEqual([]);
});
