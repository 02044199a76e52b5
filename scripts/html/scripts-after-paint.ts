// Run at the end of `react-router build`: every prerendered page paints before its scripts are even requested.
//
// Lighthouse's simulated slow link charges every request that starts before the page's largest paint to that paint,
// and in reality those requests share the link with the HTML, the font and the LCP image. React Router starts ~105 kB
// of scripts early twice over:
// - a `<link rel="modulepreload">` per script in the head: dropped (the scripts arrived so early that the browser ran
//   them before its first paint; /contact mobile LCP 1.9 s -> 1.0 s). React treats them as resources it may add back
//   after hydration, so nothing mismatches;
// - the boot module at the end of the body, whose static `import`s are fetched as soon as it is parsed, which is still
//   before the first paint: rewritten to wait for the first contentful paint, then to ask for every module the page
//   needs at once (the dropped preloads, as links added then: otherwise each module's own imports, and the entry
//   module imported last, would each wait a round trip for the one before) and to import the same files.
// Every page works without JavaScript (links, the contact form), so hydrating a frame later costs nothing but the
// frame. See docs/decisions/0002-first-load-javascript.md.

import { rewritePages } from "./pages.ts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;
const BOOT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
// `import "/assets/manifest-1.js";` and `import * as route0 from "/assets/root-1.js";`; not `import("…")`.
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";?/g;
// Between evaluating the route modules and starting React (react-dom, then hydration) the browser gets a task boundary
// to handle input, so neither half is one long task (Lighthouse mobile TBT on /thebox/bb 120 -> 20 ms).
const YIELD = "await new Promise((go) => setTimeout(go));";
// Once the browser reports its first contentful paint (a frame can pass before anything is painted, so a frame is not
// enough); a hidden tab paints nothing, and a browser without paint timing reports nothing, so half a second at most.
const AFTER_FIRST_PAINT =
  "await new Promise((go) => { " +
  'new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && go()).observe({ type: "paint", buffered: true }); ' +
  "setTimeout(go, 500); });";

/** Adds a `<link rel="modulepreload">` per module, so the browser fetches them all at once. */
const preloadAll = (modules: string[]) =>
  `for (const href of ${JSON.stringify(modules)}) ` +
  'document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));';

/**
 * The boot module's static imports made dynamic, after the first paint and the preload of `modules`; throws on a boot
 * script of another shape.
 */
export function bootAfterPaint(boot: string, modules: string[]): string {
  const imports = [...boot.matchAll(STATIC_IMPORT)];
  const rest = boot.replace(STATIC_IMPORT, "");
  if (imports.length === 0 || /\bimport\s*["'*{\w]/.test(rest))
    throw new Error(`React Router's boot script has an unexpected shape; cannot defer it:\n${boot}`);
  const names = imports.map(([, name], i) => name ?? `_${i}`).join(", ");
  const urls = imports.map(([, , url]) => `import(${JSON.stringify(url)})`).join(", ");
  return `${AFTER_FIRST_PAINT}\n${preloadAll(modules)}\nconst [${names}] = await Promise.all([${urls}]);\n${YIELD}\n${rest.trim()}`;
}

/** One page's HTML with its scripts starting after its first paint. */
export function scriptsAfterPaintHtml(html: string): string {
  const modules = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOT, (_, open: string, boot: string, close: string) => open + bootAfterPaint(boot, modules) + close);
}

/** Rewrites every .html file under `client`; returns how many pages were changed. */
export const scriptsAfterPaint = (client: string): Promise<number> => rewritePages(client, scriptsAfterPaintHtml);
