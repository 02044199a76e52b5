// The editor's page scripts and styles (studio/editor/), bundled by Vite from the studio's own packages into
// studio/dist/, apart from the site: nothing of the site's build reads studio/, and nothing here reads the site's
// pages. Made when the studio is installed, and again when `npm run studio` finds the editor's sources newer than the
// bundle (so a change to the editor shows on the next start).

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const SOURCES = join(here, "editor");
export const DIST = join(here, "dist");
const MANIFEST = join(DIST, ".vite", "manifest.json");
const ENTRY = "main.tsx";

/** The bundle's files the page names: its script and its stylesheets, by their names under dist/. */
export type Bundle = { script: string; styles: string[] };

/** The bundle as it is, or undefined when it was never made. */
export function readBundle(): Bundle | undefined {
  if (!existsSync(MANIFEST)) return undefined;
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[ENTRY];
  return entry && { script: entry.file, styles: entry.css ?? [] };
}

/** Whether the bundle is missing, or older than a source of the editor or this file. */
export function bundleIsStale(): boolean {
  if (!existsSync(MANIFEST)) return true;
  const made = statSync(MANIFEST).mtimeMs;
  const sources = readdirSync(SOURCES, { recursive: true, encoding: "utf8" }).map((file) => join(SOURCES, file));
  return [...sources, fileURLToPath(import.meta.url)].some((file) => statSync(file).mtimeMs > made);
}

/** Bundles the editor into studio/dist/. */
export async function bundleEditor(): Promise<void> {
  // The studio's own Vite (studio/node_modules), found from this folder, never the site's configuration.
  const { build } = await import("vite");
  await build({
    configFile: false,
    root: SOURCES,
    base: "/studio/",
    logLevel: "warn",
    resolve: { dedupe: ["react", "react-dom"] },
    build: {
      outDir: DIST,
      emptyOutDir: true,
      manifest: true,
      // The studio runs in her own browser, on this computer: a current one.
      target: "es2022",
      rolldownOptions: { input: join(SOURCES, ENTRY) },
    },
  });
}
