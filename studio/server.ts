// `npm run studio`: the content editor (Decap CMS 3) on this computer. One process on 127.0.0.1 serves the editor's
// page and script, the config made from the schemas (studio/config.ts), her pictures, and the few actions the editor
// asks of its server (studio/decap.ts), which read and write content/ only through the content store
// (studio/store.ts) and the build's rules. Only the page opened from the printed address may use it
// (studio/access.ts); the page's policy allows no outside request. Nothing of it is part of the site's build.
//
// Usage: node studio/server.ts [--port 8181]   (STUDIO_ROOT: the repository whose content/ it edits; PORT)

import { serve } from "@hono/node-server";
import { readFile, realpath } from "node:fs/promises";
import { createRequire, stripTypeScriptTypes } from "node:module";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createAccess } from "./access.ts";
import { decapConfig } from "./config.ts";
import { answer } from "./decap.ts";
import { nesting } from "./format.ts";
import { isPicture, openStore, Refused, underContent } from "./store.ts";

export { hostAllowed } from "./access.ts";

const here = dirname(fileURLToPath(import.meta.url));
const dist = dirname(createRequire(join(here, "package.json")).resolve("decap-cms/dist/decap-cms.js"));

/** The page's policy: only this origin; inline styles (Decap's CSS-in-JS), blobs and data URLs for previews. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The largest request: a save with its new pictures, sent base64 (a third larger than the files). */
export const BODY_LIMIT = 100 * 1024 * 1024;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Mischief Box studio</title>
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
    <script type="module" src="/admin/studio.js"></script>
  </body>
</html>
`;

/** What the editor shows for a picture that has no file yet. */
const NOT_YET = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#e4e7eb"/>
<g font-family="system-ui, sans-serif" text-anchor="middle" fill="#30343a">
<text x="200" y="138" font-size="46" font-weight="bold">Placeholder</text>
<text x="200" y="190" font-size="34">no file of yours yet</text></g></svg>
`;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/** The page's own script (studio/page.ts), as JavaScript: made once, without Node's notice that this is new. */
async function pageScript(): Promise<string> {
  const source = await readFile(join(here, "page.ts"), "utf8");
  const warn = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return stripTypeScriptTypes(source);
  } finally {
    process.emitWarning = warn;
  }
}

/** The studio for the repository at `root`, answering on `port`; `key` opens it (made at random when not given). */
export async function createStudio(root: string, port: number, key?: string) {
  const store = openStore(join(await realpath(root), "content"));
  const access = createAccess(port, key);
  const script = await pageScript();
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header("Content-Security-Policy", CSP);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cache-Control", "no-store");
  });
  app.use(access.guard);
  app.get("/", (c) => c.redirect("/admin/", 302));
  app.get("/admin/", (c) => c.html(PAGE));
  // Decap reads its config from config.yml: JSON is YAML. Made afresh on every load, so a new project is listed.
  app.get("/admin/config.yml", (c) =>
    c.body(JSON.stringify(decapConfig(store.root), null, 2), 200, { "Content-Type": "text/yaml; charset=utf-8" }),
  );
  app.get("/admin/studio.js", (c) => c.body(script, 200, { "Content-Type": TYPES[".js"]! }));
  // Her pictures, by their src, as the editor's page shows them.
  app.get("/admin/pictures/*", async (c) => {
    let src: string;
    try {
      src = decodeURIComponent(new URL(c.req.url).pathname.slice("/admin/pictures/".length));
    } catch {
      return c.json({ error: "No such picture." }, 404);
    }
    const file = underContent(`content/images/${src}`);
    if (!isPicture(file)) return c.json({ error: "No such picture." }, 404);
    const bytes = await store.read(file);
    if (bytes) return c.body(new Uint8Array(bytes), 200, { "Content-Type": TYPES[extname(file).toLowerCase()]! });
    // No file of hers yet: the build draws a placeholder. Said so, rather than shown as a broken picture.
    return c.body(NOT_YET, 200, { "Content-Type": "image/svg+xml" });
  });
  // Decap's own files: its script and the parts it loads later.
  app.get("/admin/:file{[\\w.-]+\\.(js|css|wasm)}", async (c) => {
    const name = c.req.param("file");
    const bytes = await readFile(join(dist, name)).catch(() => undefined);
    return bytes ? c.body(new Uint8Array(bytes), 200, { "Content-Type": TYPES[extname(name)]! }) : c.notFound();
  });
  app.post(
    "/api/v1",
    access.ownPage,
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: (c) => c.json({ error: "That is more than the studio takes at once (100 MB)." }, 413),
    }),
    async (c) => {
      if (!c.req.header("content-type")?.startsWith("application/json"))
        return c.json({ error: "The studio takes JSON." }, 415);
      const text = await c.req.text();
      // Parsed only when shallow: no editor's request nests deeper, and a deep one could exhaust a recursive reader.
      if (nesting(text) > 64) return c.json({ error: "The request is nested too deep." }, 400);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return c.json({ error: "The request is not JSON." }, 400);
      }
      const [status, result] = await answer(store, body);
      return c.json(result, status as 200);
    },
  );
  app.notFound((c) => c.json({ error: "There is nothing here." }, 404));
  app.onError((error, c) => {
    if (error instanceof Refused) return c.json({ error: error.message }, error.status as 400);
    // A fault of the studio's: told in the terminal where she started it; the answer names no file of this computer.
    console.error(`The studio could not answer ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json({ error: "The studio could not do that; the terminal where it runs says why." }, 500);
  });
  return { app, access };
}

/** Starts the studio; resolves with the address that opens it once it listens. */
export async function startStudio(root: string, port: number, key?: string) {
  const { app, access } = await createStudio(root, port, key);
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise<void>((done, fail) => {
    server.once("listening", done);
    server.once("error", fail);
  });
  return {
    url: access.address(),
    key: access.key,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const root = resolve(process.env.STUDIO_ROOT ?? join(here, ".."));
  const flag = process.argv.indexOf("--port");
  const port = Number(flag > 0 ? process.argv[flag + 1] : (process.env.PORT ?? 8181));
  const { url } = await startStudio(root, port);
  console.log(`The studio edits ${join(root, "content")}. Open it at this address (it carries the studio's key):`);
  console.log(`  ${url}`);
  console.log(`(ready in ${Math.round(performance.now() - started)} ms; Ctrl+C stops it)`);
}
