// The phone the page benchmarks drive (`npm run bench:pages`): 390 × 844 CSS pixels at 3×, touch; and the slow one,
// the same phone on a 150 ms round trip, 1.6 Mbps down and 750 kbps up, with a CPU 4× slower than this machine's
// (docs/decisions/0012, 0025). Also what the timings share: waiting until React has hydrated the page, and until
// the network has gone quiet.

import type { Browser, Page, Request } from "@playwright/test";

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** The two screens every page is weighed on: the phone, and a desktop 1280 × 800 at 1×. */
export const PROFILES = [
  { name: "phone", ...PHONE },
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

export type Profile = (typeof PROFILES)[number];

const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
export const CPU_SLOWDOWN = 4;

/** A fresh context (nothing cached) with one page, slowed as the slow phone from its first request. */
export async function slowPhone(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

/** Until React has claimed the page's heading (as tests/e2e/fixtures.ts `hydrated` tells it). */
export const hydrated = (page: Page) =>
  page.waitForFunction(
    () => {
      const heading = document.querySelector("main h1");
      return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
    },
    null,
    { timeout: 60_000 },
  );

const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 60_000;

/**
 * Follows the page's requests from now on. `quiet()` waits until none has been in flight for half a second, as
 * Playwright's "networkidle" does for a load, but also after a scroll has started lazy pictures. The half second
 * counts from the call at the earliest: right after a scroll the browser has not yet asked for the pictures it
 * brought in (it does on a later frame), and an earlier quiet would let them run on into what is measured next.
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let last = performance.now();
  const start = (request: Request) => {
    inFlight.add(request);
    last = performance.now();
  };
  const end = (request: Request) => {
    inFlight.delete(request);
    last = performance.now();
  };
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return {
    async quiet() {
      const since = performance.now();
      last = Math.max(last, since);
      while (inFlight.size > 0 || performance.now() - last < QUIET_MS) {
        if (performance.now() - since > QUIET_TIMEOUT_MS)
          throw new Error(`${page.url()}: still loading ${[...inFlight].map((r) => r.url()).join(", ")}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
