import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bootAfterPaint, scriptsAfterPaint } from "./scripts-after-paint.ts";
import { tempFolders } from "../../tests/support/temp-folders.ts";

// React Router's boot module, as the build writes it.
const BOOT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/about-1.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");`;
// What the page's module preloads named: every module it needs, the shared chunks included.
const MODULES = ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/framework-3.js", "/assets/root-1.js"];

describe("bootAfterPaint", () => {
  it("waits for the first contentful paint, preloads every module, then imports the same files, binding the same names", () => {
    const boot = bootAfterPaint(BOOT, MODULES);
    expect(boot).toMatch(/^await new Promise\(\(go\) => \{ new PerformanceObserver\(/);
    expect(boot.split("\n")[0]).toContain('getEntriesByName("first-contentful-paint")');
    expect(boot.split("\n")[1]).toBe(
      `for (const href of ${JSON.stringify(MODULES)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    );
    expect(boot).toContain(
      'const [_0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js"), import("/assets/about-1.js")]);',
    );
    expect(boot).toMatch(
      /window\.__reactRouterRouteModules = \{"root":route0,"routes\/about":route1\};\s+import\("\/assets\/entry\.client-2\.js"\);$/,
    );
    expect(boot).not.toMatch(/^import /m);
    // A task boundary between the route modules and React.
    expect(boot).toMatch(
      /Promise\.all\([^\n]*\);\nawait new Promise\(\(go\) => setTimeout\(go\)\);\nwindow\.__reactRouterRouteModules/,
    );
  });

  it("runs: every module is asked for at once after the wait, then they arrive under their names", async () => {
    const loaded: string[] = [];
    const window = { __reactRouterRouteModules: undefined as unknown };
    const document = {
      createElement: (tag: string) => ({ tag }),
      head: { append: (link: { tag: string; rel: string; href: string }) => loaded.push(`${link.rel} ${link.href}`) },
    };
    const run = new Function(
      "window",
      "document",
      "PerformanceObserver",
      "setTimeout",
      "load",
      `return (async () => { ${bootAfterPaint(BOOT, MODULES).replace(/import\(/g, "load(")} })();`,
    );
    // A browser whose first contentful paint is reported as the observer starts; the fallback timer never fires.
    class PaintObserver {
      private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
      constructor(callback: PaintObserver["callback"]) {
        this.callback = callback;
      }
      observe() {
        this.callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
      }
    }
    await run(
      window,
      document,
      PaintObserver,
      (callback: () => void, delay?: number) => delay === undefined && callback(),
      async (url: string) => (loaded.push(url), { url }),
    );
    expect(loaded).toEqual([
      ...MODULES.map((href) => `modulepreload ${href}`),
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/about-1.js",
      "/assets/entry.client-2.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
      "routes/about": { url: "/assets/about-1.js" },
    });
  });

  it("refuses a boot script of another shape instead of half-rewriting it", () => {
    expect(() => bootAfterPaint('import { x } from "/assets/a.js"; x();', [])).toThrow(/unexpected shape/);
    expect(() => bootAfterPaint('window.go = 1; import("/assets/entry.js");', [])).toThrow(/unexpected shape/);
  });
});

const temp = tempFolders("scripts-after-paint");
let client: string;
const PAGE_BOOT = `<script type="module" async="">${BOOT}</script>`;

beforeEach(async () => {
  client = temp.make();
  await mkdir(join(client, "about"));
  await writeFile(
    join(client, "about", "index.html"),
    `<html><head><link rel="preload" href="/font.woff2" as="font"/><link rel="modulepreload" href="/assets/root-1.js"/>` +
      `<link rel="modulepreload" href="/assets/about-1.js"/></head><body><h1>About</h1>${PAGE_BOOT}</body></html>`,
  );
  await writeFile(join(client, "404.html"), "<html><head></head><body>nothing to change</body></html>");
});

afterEach(temp.removeAll);

describe("scriptsAfterPaint", () => {
  it("moves the module preloads into the deferred boot module, keeping everything else", async () => {
    expect(await scriptsAfterPaint(client)).toBe(1);
    expect(await readFile(join(client, "about", "index.html"), "utf8")).toBe(
      `<html><head><link rel="preload" href="/font.woff2" as="font"/></head><body><h1>About</h1>` +
        `<script type="module" async="">${bootAfterPaint(BOOT, ["/assets/root-1.js", "/assets/about-1.js"])}</script>` +
        "</body></html>",
    );
    expect(await readFile(join(client, "404.html"), "utf8")).toBe(
      "<html><head></head><body>nothing to change</body></html>",
    );
  });
});
