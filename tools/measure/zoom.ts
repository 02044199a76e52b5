// How soon the viewer's zoom answers a gesture on a slow phone (390 × 844 at 3×, touch, a CPU 4× slower): from the
// second tap of a double-tap (its touchstart's time stamp) until the first frame drawn with the picture scaled, and
// from a two-finger spread's first move until the first frame scaled. The picture's viewer is open and loaded first.

import type { Browser, Page } from "@playwright/test";
import { CPU_SLOWDOWN, PHONE } from "./phone.ts";
import { median } from "./report.ts";

const RUNS = 3;

type Touch = { x: number; y: number };

async function openViewer(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator(".gallery-thumb").first().click();
  await page.locator("dialog .viewer-image").waitFor();
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>("dialog .viewer-image")?.complete);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // The time of the last touchstart or touchmove, and of the first frame whose transform is scaled (no named helpers
  // inside: the page runs this function's source as is).
  await page.evaluate(() => {
    const w = window as unknown as { __touch: number; __scaled: number };
    for (const type of ["touchstart", "touchmove"])
      addEventListener(type, (event) => (w.__touch ??= event.timeStamp), { capture: true, passive: true });
    const content = document.querySelector<HTMLElement>("dialog .zoom-content")!;
    const poll = () => {
      if (new DOMMatrix(getComputedStyle(content).transform).a > 1.001) w.__scaled = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  const box = (await page.locator("dialog .viewer-image").boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", touchPoints: Touch[]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints });
  return { context, page, centre, touch };
}

const latency = (page: Page) =>
  page
    .waitForFunction(() => "__scaled" in window, null, { timeout: 10_000 })
    .then(() =>
      page.evaluate(() => {
        const w = window as unknown as { __touch: number; __scaled: number };
        return w.__scaled - w.__touch;
      }),
    );

async function doubleTap(browser: Browser, url: string): Promise<number> {
  const { context, page, centre, touch } = await openViewer(browser, url);
  await touch("touchStart", [centre]);
  await touch("touchEnd", []);
  // Only the second tap's start counts: forget the first's.
  await page.evaluate(() => delete (window as unknown as { __touch?: number }).__touch);
  await touch("touchStart", [centre]);
  await touch("touchEnd", []);
  const time = await latency(page);
  await context.close();
  return time;
}

async function pinch(browser: Browser, url: string): Promise<number> {
  const { context, page, centre, touch } = await openViewer(browser, url);
  const at = (spread: number) => [
    { x: centre.x - spread, y: centre.y },
    { x: centre.x + spread, y: centre.y },
  ];
  await touch("touchStart", at(20));
  await page.evaluate(() => delete (window as unknown as { __touch?: number }).__touch);
  for (const spread of [40, 60, 80, 100]) await touch("touchMove", at(spread));
  await touch("touchEnd", []);
  const time = await latency(page);
  await context.close();
  return time;
}

/** The median of three of each, in milliseconds, on a gallery page's first picture. */
export async function zoomLatency(browser: Browser, url: string) {
  const taps: number[] = [];
  const pinches: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    taps.push(await doubleTap(browser, url));
    pinches.push(await pinch(browser, url));
  }
  return { doubleTap: median(taps), pinch: median(pinches) };
}
