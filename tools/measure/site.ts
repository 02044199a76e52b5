// What the page benchmarks share (`npm run bench:pages`, `npm run perf`): the pages' budgets, building the
// site and serving it with the project's own server on a free port, the list of pages, first-load JavaScript measured
// from the build, and printing a table.

import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { runNpm } from "../../shared/npm.ts";
import { artworkPath, pagePaths } from "../../shared/paths.ts";
import { projectArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import { whyStale } from "../../model/build-record.ts";
import { createApp } from "../../server/app.ts";

export const BUDGET = {
  /** gzip bytes of the scripts a page's HTML loads (decimal kB). */
  firstLoadJs: 115_000,
  domNodes: 1500,
  /** Bytes before the first scroll, on every page, phone and desktop. */
  bytesBeforeScroll: 350_000,
  /** First paint until React has hydrated, on the slow phone: aims, reported (tools/measure/hydration.ts). */
  paintToHydratedAimMs: { text: 1500, gallery: 2000 },
  /** A tap on a link until the next page's heading shows, on the slow phone (tools/measure/moves.ts). */
  moveMs: 500,
  /** A tap on a thumbnail until the viewer shows a picture, and its own file (slow phone; tools/measure/viewer.ts). */
  viewerPictureMs: 150,
  viewerSharpMs: 800,
  /** A gesture in the viewer until the picture is drawn zoomed, on the slow phone (tools/measure/zoom.ts). */
  zoomMs: 100,
  /** Lighthouse, mobile. */
  performance: 0.98,
  lcpMs: 1800,
  tbtMs: 100,
  /** Our LCP over the floor's (the page's HTML and LCP image alone): a goal, printed. */
  floorRatio: 1.5,
} as const;

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
export const clientRoot = join(projectRoot, "build", "client");

/**
 * The site's routes, with one artwork page per project that has any (the 535 come from one route and one loader);
 * with `notFound`, also the 404 page (served as /404.html: Lighthouse refuses a 404 status).
 */
export function sitePages({ notFound = false } = {}): string[] {
  const artworks = projects.flatMap((p) => projectArtworks(p).slice(0, 1));
  const routes = [
    ...pagePaths(projects.map((p) => p.slug)),
    ...artworks.map((a) => artworkPath(a.project.slug, a.slug)),
  ];
  return notFound ? [...routes, "/404.html"] : routes;
}

/**
 * `npm run build` (assets included) when the build is stale (model/build-record.ts, as `npm start` decides), its output
 * shown only when it fails. A fresh build, as `npm test` leaves it in CI, is used as it is: building again would take
 * ~17 s here and change nothing.
 */
export function buildSite(): void {
  const why = whyStale(projectRoot);
  if (why === undefined) return console.log("The build is up to date: measuring it as it is.");
  console.log(`Building the site first, because ${why}.`);
  const build = runNpm(["run", "build"], { cwd: projectRoot });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
}

/**
 * Serves the build with the site's own app on a free loopback port. `extend` may add routes: they answer what the
 * site has no file for.
 */
export async function serveBuild(extend?: (app: Hono) => void): Promise<{ base: string; close: () => void }> {
  const app = createApp({ root: clientRoot });
  extend?.(app);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/**
 * The gzip size of every script a first visit to the page runs before it can respond: the files its HTML names (the
 * boot script's imports), and everything they import statically, transitively. Lazy `import()`s inside them (the
 * viewer) are not followed.
 */
export function firstLoadJs(path: string): number {
  const file = path.endsWith(".html") ? path : join(path, "index.html");
  const html = readFileSync(join(clientRoot, file), "utf8");
  const seen = new Set<string>();
  const visit = (src: string) => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = readFileSync(join(clientRoot, src), "utf8");
    for (const [, name] of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([\w.-]+\.js)["'`]/g))
      visit(`/assets/${name}`);
  };
  for (const [src] of html.matchAll(/\/assets\/[\w.-]+\.js/g)) visit(src);
  return [...seen].reduce((sum, src) => sum + gzipSync(readFileSync(join(clientRoot, src)), { level: 9 }).length, 0);
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Rows of cells as aligned columns. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join("  ")).join("\n");
}
