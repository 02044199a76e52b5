// Where a page's bytes before the first scroll go: the phone and desktop profiles of `npm run bench:pages`, and for
// one visit every response the browser took (the document, scripts, styles, fonts, route data, every picture) with
// its bytes on the wire; for a picture also the file it chose (width and format), the width it is shown at and how
// far below the screen it sits, which tells a lazy picture fetched for being within the browser's lazy-load margin.
// `node tools/measure/bytes.ts [--no-build] [/path …]` prints it for the given pages (all of them without paths).

import type { Browser } from "@playwright/test";
import { parseArgs } from "node:util";
import { launchBrowser } from "./browser.ts";
import { PROFILES, type Profile } from "./phone.ts";
import { buildSite, kB, serveBuild, sitePages, table } from "./site.ts";

/** One response of the visit. */
export type Resource = {
  url: string;
  kind: "document" | "script" | "style" | "font" | "data" | "picture" | "other";
  /** Bytes on the wire (headers and compressed body), as the Resource Timing API counts them. */
  bytes: number;
  /** For a picture: the `<img>` that asked for it, if one did (a CSS background or a preload has none). */
  picture?: {
    loading: string;
    /** CSS px the picture is laid out at, and the device px that makes. */
    shownWidth: number;
    deviceWidth: number;
    /** CSS px from the bottom of the first screen to the picture's top; ≤ 0 when it is on the first screen. */
    below: number;
  };
};

/** A visit: its responses and their sum, and the page as it then stands: its DOM size and its layout shift. */
export type Visit = { total: number; resources: Resource[]; domNodes: number; cls: number };

/**
 * Opens `url` as `profile`, waits for the network to be idle and 500 ms more, without scrolling, and lists what it
 * fetched, with the page's DOM size and layout shift (shifts after input excluded) at that moment.
 */
export async function visit(browser: Browser, url: string, profile: Profile): Promise<Visit> {
  const context = await browser.newContext({ ...profile });
  const page = await context.newPage();
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
  const { raw, domNodes, cls } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const images = [...document.images];
    const raw = [
      { url: location.href, initiator: "navigation", bytes: navigation?.transferSize ?? 0, picture: undefined },
      ...entries.map((entry) => {
        const img = images.find((image) => image.currentSrc === entry.name);
        const box = img?.getBoundingClientRect();
        return {
          url: entry.name,
          initiator: entry.initiatorType,
          bytes: entry.transferSize,
          picture:
            img && box
              ? {
                  loading: img.loading,
                  shownWidth: Math.round(box.width),
                  deviceWidth: Math.round(box.width * devicePixelRatio),
                  below: Math.round(box.top - innerHeight),
                }
              : undefined,
        };
      }),
    ];
    const domNodes = document.getElementsByTagName("*").length;
    return { raw, domNodes, cls: (window as unknown as { __cls: number }).__cls };
  });
  await context.close();
  const resources = raw.map(({ initiator, ...r }): Resource => ({ ...r, kind: kindOf(r.url, initiator) }));
  return { total: resources.reduce((sum, r) => sum + r.bytes, 0), resources, domNodes, cls };
}

/** What a response is, from its URL (and, for the document, what asked for it). */
export function kindOf(url: string, initiator: string): Resource["kind"] {
  const path = new URL(url).pathname;
  if (initiator === "navigation") return "document";
  if (/\.(avif|webp|png|jpe?g|svg|gif)$/.test(path)) return "picture";
  if (path.endsWith(".js")) return "script";
  if (path.endsWith(".css")) return "style";
  if (/\.(woff2?|ttf|otf)$/.test(path)) return "font";
  if (/\.(data|json|webmanifest)$/.test(path)) return "data";
  return "other";
}

/** "/assets/img/wol-legends-legend-01-1a2b3c4d-600.avif" → "wol-legends-legend-01 600.avif". */
const shortName = (url: string) => {
  const path = new URL(url).pathname;
  const file = /\/assets\/img\/(.+)-[0-9a-f]{8}-(\d+)\.(\w+)$/.exec(path);
  return file ? `${file[1]} ${file[2]}.${file[3]}` : path;
};

/** A visit as rows: biggest kinds first, then each resource in the order it was fetched. */
export function describe({ total, resources }: Pick<Visit, "total" | "resources">): string {
  const byKind = new Map<string, { count: number; bytes: number }>();
  for (const r of resources) {
    const sum = byKind.get(r.kind) ?? { count: 0, bytes: 0 };
    byKind.set(r.kind, { count: sum.count + 1, bytes: sum.bytes + r.bytes });
  }
  const lazyOff = resources.filter((r) => r.picture && r.picture.below > 0);
  const summary = [...byKind]
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .map(([kind, { count, bytes }]) => `${kind} ${count}× ${kB(bytes)}`)
    .join(", ");
  const rows = resources.map((r) => [
    r.kind,
    shortName(r.url),
    kB(r.bytes),
    r.picture ? r.picture.loading : "",
    r.picture ? `${r.picture.shownWidth} css → ${r.picture.deviceWidth} px` : "",
    r.picture ? (r.picture.below > 0 ? `${r.picture.below} px below` : "on screen") : "",
  ]);
  return [
    `total ${kB(total)}: ${summary}`,
    `pictures below the first screen, fetched for being within the lazy-load margin: ${lazyOff.length}, ` +
      kB(lazyOff.reduce((sum, r) => sum + r.bytes, 0)),
    table(["kind", "file", "bytes", "loading", "shown at", "where"], rows),
  ].join("\n");
}

async function main() {
  const { values, positionals: paths } = parseArgs({
    options: { "no-build": { type: "boolean" } },
    allowPositionals: true,
  });
  const notPages = paths.filter((path) => !path.startsWith("/"));
  if (notPages.length > 0) throw new Error(`not a page's path (they start with /): ${notPages.join(" ")}`);
  if (!values["no-build"]) buildSite();
  const server = await serveBuild();
  const browser = await launchBrowser();
  try {
    for (const path of paths.length > 0 ? paths : sitePages())
      for (const profile of PROFILES)
        console.log(`\n## ${path} (${profile.name})\n${describe(await visit(browser, server.base + path, profile))}`);
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.main) await main();
