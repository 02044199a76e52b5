// `npm run studio`: her editor on this computer. One process on 127.0.0.1 serves the editor's page (studio/page.ts,
// the bundle of studio/editor/), her pictures as thumbnails (studio/thumbnails.ts), the editor's actions
// (studio/api.ts), which read and write content/ only through the content store (studio/store.ts) and the build's
// rules, and Publish (studio/publish.ts). Beside it runs her page's preview (studio/preview.ts). Only the page opened
// from the printed address may use it (studio/access.ts); the page's policy allows no outside request. Nothing of it
// is part of the site's build.
//
// Usage: node studio/server.ts [--port 8181] [--no-preview]   (STUDIO_ROOT: the repository whose content/ it edits)

import { serve } from "@hono/node-server";
import { readFile, realpath } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createAccess } from "./access.ts";
import { answer } from "./api.ts";
import { DIST, readBundle } from "./bundle.ts";
import { nesting } from "./format.ts";
import { editorPage, policy } from "./page.ts";
import { freePort } from "../shared/free-port.ts";
import { type Preview, startPreview } from "./preview.ts";
import { publishTo, type PublishTarget } from "./publish.ts";
import { edgeTarget } from "./publish-edge.ts";
import { gitTarget } from "./publish-git.ts";
import { openStore, Refused } from "./store.ts";
import { thumbnails } from "./thumbnails.ts";

export { hostAllowed } from "./access.ts";

const here = dirname(fileURLToPath(import.meta.url));

/** The largest request: a save with its new pictures, sent base64 (a third larger than the files). */
const BODY_LIMIT = 100 * 1024 * 1024;

const TYPES: Record<string, string> = { js: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8" };

/** A request's JSON, when it is JSON and shallow (no editor's request nests deeper; a deep one could exhaust a reader). */
async function jsonOf(c: Context): Promise<{ body: unknown } | Response> {
  if (!c.req.header("content-type")?.startsWith("application/json"))
    return c.json({ error: "The studio takes JSON." }, 415);
  const text = await c.req.text();
  if (nesting(text) > 64) return c.json({ error: "The request is nested too deep." }, 400);
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return c.json({ error: "The request is not JSON." }, 400);
  }
}

type Options = { key?: string; preview?: Preview; targets?: PublishTarget[] };

/** The studio for the repository at `root`, answering on `port`; `key` opens it (made at random when not given). */
async function createStudio(root: string, port: number, { key, preview, targets }: Options = {}) {
  const home = await realpath(root);
  const store = openStore(join(home, "content"));
  const access = createAccess(port, key);
  const thumbnail = thumbnails(store, home);
  const places = targets ?? [gitTarget(home), edgeTarget(home)];
  const around = async () => ({
    preview: preview?.state() ?? null,
    targets: await Promise.all(places.map(async (t) => ({ id: t.id, name: t.name, ...(await t.readiness()) }))),
  });
  let publishing = false;
  const limit = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: (c) => c.json({ error: "That is more than the studio takes at once (100 MB)." }, 413),
  });

  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header("Content-Security-Policy", policy(preview?.state().origin));
    // Her pictures and the editor's files are for the studio's own page: no other page may show or load them.
    c.header("Cross-Origin-Resource-Policy", "same-origin");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cache-Control", "no-store");
  });
  app.use(access.guard);
  app.get("/", (c) => c.redirect("/studio/", 302));
  app.get("/studio/", (c) => {
    const bundle = readBundle();
    return bundle
      ? c.html(editorPage(bundle))
      : c.text("The editor is not bundled: start it with npm run studio.", 503);
  });
  app.get("/studio/assets/:file{[\\w.-]+\\.(js|css)}", async (c) => {
    const name = c.req.param("file");
    const bytes = await readFile(join(DIST, "assets", name)).catch(() => undefined);
    const type = TYPES[name.split(".").pop()!]!;
    return bytes ? c.body(new Uint8Array(bytes), 200, { "Content-Type": type }) : c.notFound();
  });
  // Her pictures, small, by their src.
  app.get("/pictures/*", async (c) => {
    let src: string;
    try {
      src = decodeURIComponent(new URL(c.req.url).pathname.slice("/pictures/".length));
    } catch {
      return c.json({ error: "No such picture." }, 404);
    }
    const shown = await thumbnail(src);
    return shown
      ? c.body(shown.bytes, 200, { "Content-Type": shown.type })
      : c.json({ error: "No such picture." }, 404);
  });
  app.post("/api", access.ownPage, limit, async (c) => {
    const sent = await jsonOf(c);
    if (sent instanceof Response) return sent;
    const [status, result] = await answer(store, sent.body, around);
    return c.json(result, status as 200);
  });
  // A publish tells its steps as they happen, one JSON line each, then how it ended.
  app.post("/api/publish", access.ownPage, limit, async (c) => {
    const sent = await jsonOf(c);
    if (sent instanceof Response) return sent;
    const target = places.find((place) => place.id === (sent.body as { target?: unknown } | null)?.target);
    if (!target || !(await target.readiness()).ready) return c.json({ error: "The studio cannot publish there." }, 404);
    if (publishing) return c.json({ error: "A publish is under way already: wait for its end." }, 409);
    publishing = true;
    const lines = new TransformStream<object, Uint8Array>({
      transform: (line, out) => out.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`)),
    });
    const writer = lines.writable.getWriter();
    void publishTo(store, target, (step) => void writer.write(step))
      .then((outcome) => writer.write({ outcome }))
      .finally(() => {
        publishing = false;
        void writer.close();
      });
    return c.body(lines.readable, 200, { "Content-Type": "application/x-ndjson; charset=utf-8" });
  });
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
export async function startStudio(root: string, port: number, options: Options = {}) {
  const { app, access } = await createStudio(root, port, options);
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise<void>((done, fail) => {
    server.once("listening", done);
    server.once("error", fail);
  });
  return {
    url: access.address(),
    key: access.key,
    close: () =>
      new Promise<void>((done) => {
        options.preview?.stop();
        server.close(() => done());
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const root = resolve(process.env.STUDIO_ROOT ?? join(here, ".."));
  const flag = process.argv.indexOf("--port");
  const port = Number(flag > 0 ? process.argv[flag + 1] : (process.env.PORT ?? 8181));
  const preview = process.argv.includes("--no-preview") ? undefined : startPreview(root, await freePort());
  // The preview runs in a process group of its own (studio/preview.ts): Ctrl+C here ends it too.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.once(signal, () => {
      preview?.stop();
      process.exit(130);
    });
  const { url } = await startStudio(root, port, { preview });
  console.log(`The studio edits ${join(root, "content")}. Open it at this address (it carries the studio's key):`);
  console.log(`  ${url}`);
  console.log(`(ready in ${Math.round(performance.now() - started)} ms; Ctrl+C stops it)`);
  if (preview) console.log("Your page's preview is getting ready beside it (the studio shows it).");
}
