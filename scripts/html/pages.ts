// The prerendered pages the build's post-processing steps (react-router.config.ts, buildEnd) read and rewrite.

import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Every .html file under `client` (the build's static root), as paths relative to it. */
export async function htmlPages(client: string): Promise<string[]> {
  return (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".html"));
}

/** Rewrites every page with `transform`, writing only the pages it changes; returns how many it changed. */
export async function rewritePages(
  client: string,
  transform: (html: string) => string | Promise<string>,
): Promise<number> {
  let changed = 0;
  for (const page of await htmlPages(client)) {
    const path = join(client, page);
    const html = await readFile(path, "utf8");
    const rewritten = await transform(html);
    if (rewritten !== html) {
      await writeFile(path, rewritten);
      changed++;
    }
  }
  return changed;
}
