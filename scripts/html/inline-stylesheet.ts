// Run at the end of `react-router build`: puts the site's one stylesheet inside every prerendered page, so the first
// paint needs nothing but the HTML (a separate stylesheet blocks rendering for a whole round trip on a slow link).
//
// React Router renders `<link rel="stylesheet">` and React expects to find it when it hydrates, so the link stays,
// marked `disabled`: a disabled stylesheet is neither fetched nor applied, and hydration does not touch attributes.
// The inline copy is placed right before it. Client-side navigation keeps that same link element, so the file is never
// requested; `npm run dev` is untouched.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { rewritePages } from "./pages.ts";

const LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;

/** Rewrites every .html file under `client` (the build's static root); returns how many pages were changed. */
export async function inlineStylesheets(client: string): Promise<number> {
  const sheets = new Map<string, string>();
  return rewritePages(client, async (html) => {
    let inlined = html;
    for (const [link, href] of html.matchAll(LINK)) {
      const css = sheets.get(href!) ?? (await readFile(join(client, href!), "utf8"));
      if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
      sheets.set(href!, css);
      inlined = inlined.replace(link, `<style>${css}</style>${link.replace("/>", ' disabled=""/>')}`);
    }
    return inlined;
  });
}
