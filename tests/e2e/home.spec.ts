import { expect, hydrated, test } from "./fixtures";

test("the hero box cycles through 16 frames at 6 per second, looping, and opens theBox", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const sheet = page.locator(".hero-box-sheet");
  await expect(sheet).toHaveJSProperty("complete", true);
  const info = await sheet.evaluate((img: HTMLImageElement) => {
    const style = getComputedStyle(img);
    const window = img.closest(".hero-box")!.getBoundingClientRect();
    return {
      frames: img.naturalWidth / img.naturalHeight,
      shownFrames: img.getBoundingClientRect().width / window.width,
      timing: style.animationTimingFunction,
      duration: parseFloat(style.animationDuration),
      iterations: style.animationIterationCount,
      loading: img.loading,
      priority: img.getAttribute("fetchpriority"),
    };
  });
  expect(info.frames).toBe(16);
  expect(info.shownFrames).toBeCloseTo(16, 5);
  expect(info.timing).toBe("steps(16)");
  expect(info.duration * 6).toBeCloseTo(16, 3);
  expect(info.iterations).toBe("infinite");
  expect(info.loading).toBe("auto");
  expect(info.priority).toBe("high");

  await expect(page.getByText("Touch or click the box to peek inside")).toBeVisible();
  await page.locator(".hero-box").click();
  await expect(page).toHaveURL(/\/thebox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("theBox");
});

test("with reduced motion the hero is a still first frame", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const sheet = page.locator(".hero-box-sheet");
  expect(await sheet.evaluate((img) => getComputedStyle(img).animationName)).toBe("none");
  expect(await sheet.evaluate((img) => getComputedStyle(img).transform)).toBe("none");
});
