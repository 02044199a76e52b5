// How long a visitor on a slow phone (tools/measure/phone.ts) sees a page before React has hydrated it: from the first
// contentful paint until React has claimed the page's heading (as tests/e2e/fixtures.ts `hydrated` tells it). Until
// then every control has only what its HTML gives it.

import type { Browser } from "@playwright/test";
import { slowPhone } from "./phone.ts";
import { median } from "./report.ts";

const RUNS = 3;

async function once(browser: Browser, url: string): Promise<number> {
  const { context, page } = await slowPhone(browser);
  // Checked on every frame from the start; no named helpers inside: the page runs this function's source as is.
  await page.addInitScript(() => {
    const poll = () => {
      const heading = document.querySelector("main h1");
      if (heading && Object.keys(heading).some((key) => key.startsWith("__reactFiber")))
        (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => "__hydratedAt" in window, null, { timeout: 60_000 });
  const { paint, hydrated } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
  }));
  await context.close();
  return hydrated - paint;
}

/** The median over three visits, in milliseconds. */
export async function paintToHydrated(browser: Browser, url: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await once(browser, url));
  return median(times);
}
