// `npm run bench:pages`: builds the site, serves it with the project's own server and opens every page in Chromium
// as a phone (390 × 844, 3× pixels) and a desktop (1280 × 800), without scrolling. Prints, per page: the bytes the
// browser fetched before any scroll (lazy pictures near the screen included, as a real browser loads them), the
// pictures' share, the DOM size, the layout shift, the first-load JavaScript (gzip, from the build) and, on a slow
// phone, the time from the first paint until React has hydrated (tools/measure/hydration.ts). Exits 1 when a budget
// fails: first-load JS ≤ 115 kB gzip, CLS 0 and ≤ 1,500 DOM nodes on every page, ≤ 350 kB before the first scroll on
// the pages with galleries, hydrated ≤ 1 s after the first paint, and a gallery page's main thread
// (phone, until the network is idle) ≤ 1.3× the contact page's (decision 0012), and the viewer's zoom drawn ≤ 100 ms
// after a double-tap or a pinch on the slow phone.

import { chromium, type Browser } from "@playwright/test";
import { projectPath } from "../shared/paths.ts";
import { projects } from "../model/box.ts";
import { paintToHydrated } from "./measure/hydration.ts";
import { zoomLatency } from "./measure/zoom.ts";
import { BUDGET, buildSite, firstLoadJs, kB, serveBuild, sitePages, table } from "./measure/site.ts";

const PROFILES = [
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

const ms = (time: number) => `${Math.round(time)} ms`;
const galleryPages = new Set(projects.filter((p) => p.page.showcase.length > 0).map((p) => projectPath(p.slug)));

type Measure = { bytes: number; imageBytes: number; domNodes: number; cls: number; mainThreadMs: number };

async function measure(browser: Browser, url: string, profile: (typeof PROFILES)[number]): Promise<Measure> {
  const context = await browser.newContext({ ...profile });
  const page = await context.newPage();
  // The main thread's busy time (parsing, style, layout, paint, scripts) from the start until the network is idle.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  // No named helpers inside: the page runs this function's source as is.
  const result = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return {
      bytes: resources.reduce((total, r) => total + r.transferSize, navigation?.transferSize ?? 0),
      imageBytes: resources
        .filter((r) => /\.(avif|webp|png|jpe?g|svg)$/.test(r.name))
        .reduce((total, r) => total + r.transferSize, 0),
      domNodes: document.getElementsByTagName("*").length,
      cls: (window as unknown as { __cls: number }).__cls,
    };
  });
  const { metrics } = await cdp.send("Performance.getMetrics");
  const taskSeconds = metrics.find((metric) => metric.name === "TaskDuration")?.value ?? Number.NaN;
  await context.close();
  return { ...result, mainThreadMs: taskSeconds * 1000 };
}

async function main() {
  buildSite();
  const server = await serveBuild();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });

  const failures: string[] = [];
  const rows: string[][] = [];
  const mainThread = new Map<string, number>();
  let zoom = { doubleTap: Number.NaN, pinch: Number.NaN };
  try {
    zoom = await zoomLatency(browser, `${server.base}/thebox/bb`);
    for (const [gesture, time] of Object.entries(zoom))
      if (!(time <= BUDGET.zoomMs)) failures.push(`zoom: ${gesture} → zoomed ${ms(time)} > ${ms(BUDGET.zoomMs)}`);
    for (const path of sitePages()) {
      const js = firstLoadJs(path);
      if (js > BUDGET.firstLoadJs) failures.push(`${path}: first-load JS ${kB(js)} > ${kB(BUDGET.firstLoadJs)}`);
      const hydration = await paintToHydrated(browser, server.base + path);
      if (hydration > BUDGET.paintToHydratedMs)
        failures.push(`${path}: hydrated ${ms(hydration)} after the first paint > ${ms(BUDGET.paintToHydratedMs)}`);
      for (const profile of PROFILES) {
        // The main thread's time varies by a third from visit to visit on a 2-core machine: the median of three.
        const visits = [await measure(browser, server.base + path, profile)];
        while (visits.length < 3) visits.push(await measure(browser, server.base + path, profile));
        const m = { ...visits[0]!, mainThreadMs: visits.map((v) => v.mainThreadMs).sort((a, b) => a - b)[1]! };
        const cells = [kB(m.bytes), kB(m.imageBytes), String(m.domNodes), m.cls.toFixed(3), kB(js), ms(m.mainThreadMs)];
        rows.push([path, profile.name, ...cells, profile.name === "phone" ? ms(hydration) : ""]);
        if (profile.name === "phone") mainThread.set(path, m.mainThreadMs);
        if (m.cls > 0) failures.push(`${path} (${profile.name}): CLS ${m.cls.toFixed(3)} > 0`);
        if (m.domNodes > BUDGET.domNodes) failures.push(`${path}: ${m.domNodes} DOM nodes > ${BUDGET.domNodes}`);
        if (galleryPages.has(path) && m.bytes > BUDGET.galleryBytes)
          failures.push(
            `${path} (${profile.name}): ${kB(m.bytes)} before the first scroll > ${kB(BUDGET.galleryBytes)}`,
          );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }

  // A long gallery's main-thread work, against the contact page's in the same run: what is on screen should set it.
  const contact = mainThread.get("/contact") ?? Number.NaN;
  const ratios = [...galleryPages].map((path) => {
    const ratio = (mainThread.get(path) ?? Number.NaN) / contact;
    if (!(ratio <= BUDGET.mainThreadVsContact))
      failures.push(`${path}: main thread ${ratio.toFixed(2)}× /contact's > ${BUDGET.mainThreadVsContact}×`);
    return `${path} ${ratio.toFixed(2)}×`;
  });

  const header = [
    ...["page", "profile", "before scroll", "pictures", "DOM nodes", "CLS", "first-load JS (gzip)", "main thread"],
    "paint → hydrated (slow phone)",
  ];
  console.log(table(header, rows));
  console.log(`\nMain thread on the phone, against /contact (${ms(contact)}): ${ratios.join(", ")}`);
  console.log(
    `Zoom in the viewer, slow phone: double-tap ${ms(zoom.doubleTap)}, pinch ${ms(zoom.pinch)} until drawn zoomed`,
  );
  if (failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nEvery page is within its budgets.");
}

await main();
