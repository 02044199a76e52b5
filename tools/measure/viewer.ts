// How soon the viewer shows a tapped thumbnail, on the slow phone (tools/measure/phone.ts). The gallery page has
// hydrated and its network has gone quiet; its first thumbnail is brought to the middle of the screen and its picture
// loaded. From the tap's touchstart (its time stamp) until the first animation frame in which
//   - a picture shows over the page: any visible `<img>` whose file has arrived (`complete`, with a size) in the open
//     viewer (`dialog.viewer[open]`) or in the preview a tap shows before the viewer's code is there
//     (`.viewer-preview`);
//   - the viewer's own picture (`.viewer-image`) has its file, the one its srcset picks at 90vw, arrived.
// Median of three of each, every run in a fresh context: the viewer's code and pictures are not in its cache.

import type { Browser } from "@playwright/test";
import { hydrated, slowPhone, watchNetwork } from "./phone.ts";
import { median } from "./report.ts";

const RUNS = 3;

type Timing = { tap?: number; picture?: number; sharp?: number };

/** No named helpers inside: the page runs this function's source as is. */
function viewerPoll() {
  const timing = ((window as unknown as { __viewer: Timing }).__viewer = {} as Timing);
  addEventListener("touchstart", (event) => (timing.tap ??= event.timeStamp), { capture: true, passive: true });
  const poll = () => {
    const shown = [
      ...document.querySelectorAll<HTMLImageElement>("dialog.viewer[open] img, .viewer-preview img"),
    ].filter((img) => img.complete && img.naturalWidth > 0 && img.checkVisibility());
    if (timing.picture === undefined && shown.length > 0) timing.picture = performance.now();
    if (timing.sharp === undefined && shown.some((img) => img.classList.contains("viewer-image")))
      timing.sharp = performance.now();
    if (timing.picture === undefined || timing.sharp === undefined) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function once(browser: Browser, url: string) {
  const { context, page } = await slowPhone(browser);
  const network = watchNetwork(page);
  await page.goto(url);
  await hydrated(page);
  const thumb = page.locator(".gallery-thumb").first();
  await thumb.evaluate((link) => link.scrollIntoView({ block: "center" }));
  await thumb.locator("img").evaluate((img: HTMLImageElement) => img.decode());
  await network.quiet();
  await page.evaluate(viewerPoll);
  await thumb.tap();
  await page.waitForFunction(
    () => {
      const { picture, sharp } = (window as unknown as { __viewer: Timing }).__viewer;
      return picture !== undefined && sharp !== undefined;
    },
    null,
    { timeout: 60_000 },
  );
  const { tap, picture, sharp } = await page.evaluate(() => (window as unknown as { __viewer: Timing }).__viewer);
  await context.close();
  return { picture: picture! - tap!, sharp: sharp! - tap! };
}

/** Tap → a picture shown in the viewer, and tap → the viewer's own file shown; medians, in milliseconds. */
export async function viewerTimes(browser: Browser, url: string) {
  const runs = [];
  while (runs.length < RUNS) runs.push(await once(browser, url));
  return { picture: median(runs.map((r) => r.picture)), sharp: median(runs.map((r) => r.sharp)) };
}
