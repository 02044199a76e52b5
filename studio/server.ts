// `npm run studio`: the content editor (Decap CMS 3) on this computer. One process on 127.0.0.1 serves the editor's
// page and script, the config generated from the schemas (studio/config.ts), and decap-server's file-system API, with
// the guard in front (studio/guard.ts). No account, token or internet: the page's policy allows no outside request,
// and a request naming another host (DNS rebinding) is refused. Nothing of it is part of the site's build.
//
// Usage: node studio/server.ts [--port 8181]   (STUDIO_ROOT: the repository whose content/ it edits; PORT)

import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decapConfig } from "./config.ts";
import { freeMediaPath, guardEntry, projectOf, Refused, removeProject, underContent, updateBox } from "./guard.ts";

const here = dirname(fileURLToPath(import.meta.url));
// The studio's own packages (studio/node_modules): CommonJS without types, loaded by require.
const require = createRequire(join(here, "package.json"));

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

/** Whether a Host header names this studio: 127.0.0.1 or localhost on its port, nothing else. */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

type Request = IncomingMessage & { body?: { action?: string; params?: Record<string, unknown> } };
type Response = ServerResponse & { status(code: number): Response; json(body: unknown): void };
type Next = (error?: unknown) => void;
type Asset = { path: string };
type DataFile = { path: string; newPath?: string; raw: string };

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
  </body>
</html>
`;

/** The studio's request handler (an express app) for the repository at `root`, answering on `port`. */
export async function createStudio(root: string, port: number) {
  const express = require("express") as ((...args: unknown[]) => unknown) & { json(o: object): unknown };
  const { registerLocalFs } = require("decap-server/dist/middlewares.js") as {
    registerLocalFs(app: unknown, options: object): Promise<void>;
  };
  const dist = dirname(require.resolve("decap-cms/dist/decap-cms.js"));
  const content = join(root, "content");
  process.env.GIT_REPO_DIRECTORY = root; // where decap-server reads and writes

  const app = express() as {
    use(...handlers: unknown[]): void;
    get(path: string, ...handlers: unknown[]): void;
    post(path: string, ...handlers: unknown[]): void;
    disable(name: string): void;
  };
  app.disable("x-powered-by");
  app.use((req: Request, res: Response, next: Next) => {
    if (!hostAllowed(req.headers.host, port))
      return res.status(421).json({ error: "this studio answers on 127.0.0.1" });
    res.setHeader("Content-Security-Policy", CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  app.get("/", (_req: Request, res: Response) => {
    res.statusCode = 302;
    res.setHeader("Location", "/admin/");
    res.end();
  });
  app.get("/admin/", (_req: Request, res: Response) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(PAGE);
  });
  // Decap reads its config from config.yml: JSON is YAML. Made afresh on every load, so a new project is listed.
  app.get("/admin/config.yml", (_req: Request, res: Response) => {
    res.setHeader("Content-Type", "text/yaml; charset=utf-8");
    res.end(JSON.stringify(decapConfig(content), null, 2));
  });
  app.use("/admin", (express as unknown as { static(dir: string, o: object): unknown }).static(dist, { index: false }));
  app.post("/api/v1", express.json({ limit: "50mb" }), (req: Request, res: Response, next: Next) => {
    guard(root, req, res).then((handled) => (handled ? undefined : next()), next);
  });
  await registerLocalFs(app, { logLevel: process.env.STUDIO_LOG ?? "warn" });
  return app as unknown as (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Checks or amends a request to decap-server's API before it runs; true when it has answered (refused) itself.
 * Entries are checked and formatted; a picture whose name is taken gets a free one; only a project can be removed.
 */
async function guard(root: string, req: Request, res: Response): Promise<boolean> {
  const { action, params = {} } = req.body ?? {};
  try {
    if (action === "getMediaFile" && !existsSync(join(root, underContent(params.path as string)))) {
      // A picture still drawn by the build (no original yet): nothing to show, and nothing to log.
      res.status(404).json({ error: `no file ${params.path as string} yet` });
      return true;
    } else if (action === "persistEntry") {
      const files = (params.dataFiles as DataFile[] | undefined) ?? [params.entry as DataFile];
      const added: string[] = [];
      // Uploads saved with the entry: a free name each, and the entry's srcs follow (a new project's upload is
      // written by Decap without its folder, since the folder does not exist yet).
      const renamed = new Map<string, string>();
      for (const asset of (params.assets as Asset[] | undefined) ?? []) {
        const wanted = underContent(asset.path);
        asset.path = freeMediaPath(root, asset.path);
        const src = underContent(asset.path).replace(/^images\//, "");
        renamed.set(wanted.replace(/^images\//, ""), src).set(src.split("/").pop()!, src);
      }
      for (const file of files) {
        if (renamed.size) file.raw = JSON.stringify(withSrcs(JSON.parse(file.raw), renamed), null, 2);
        const target = underContent(file.newPath ?? file.path);
        const slug = projectOf(target);
        if (slug && !existsSync(join(root, "content", target))) added.push(slug);
        file.raw = await guardEntry(root, target, file.raw);
      }
      // A new project joins the end of the box (the build would show it last anyway, with a warning).
      if (added.length)
        res.on("finish", () => {
          if (res.statusCode === 200) updateBox(root, (projects) => [...projects, ...added]).catch(report);
        });
    } else if (action === "persistMedia") {
      const asset = params.asset as Asset;
      underContent(asset.path);
      asset.path = freeMediaPath(root, asset.path);
    } else if (action === "deleteFile" || action === "deleteFiles") {
      const paths = action === "deleteFile" ? [params.path as string] : (params.paths as string[]);
      const slugs = paths.map((path) => projectOf(underContent(path)));
      if (slugs.some((slug) => !slug)) throw new Refused("the studio only removes whole projects");
      res.on("finish", () => {
        if (res.statusCode === 200) for (const slug of slugs) removeProject(root, slug!).catch(report);
      });
    }
    return false;
  } catch (error) {
    if (!(error instanceof Refused) && (error as Error).name !== "ContentError") throw error;
    res.status(422).json({ error: (error as Error).message });
    return true;
  }
}

/** `value` with every picture src that `renamed` names replaced by its new path. */
function withSrcs(value: unknown, renamed: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withSrcs(item, renamed));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "src" && typeof item === "string" && renamed.has(item) ? renamed.get(item) : withSrcs(item, renamed),
    ]),
  );
}

/** An error after the answer was sent: told in the terminal, where she started the studio. */
const report = (error: Error) => console.error(`The studio could not update box.json: ${error.message}`);

/** Starts the studio; resolves with its address once it listens. */
export async function startStudio(root: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const { createServer } = await import("node:http");
  const server = createServer(await createStudio(root, port));
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", done);
  });
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}/admin/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const root = resolve(process.env.STUDIO_ROOT ?? join(here, ".."));
  const flag = process.argv.indexOf("--port");
  const port = Number(flag > 0 ? process.argv[flag + 1] : (process.env.PORT ?? 8181));
  const { url } = await startStudio(root, port);
  console.log(`The studio edits ${join(root, "content")}: open ${url}`);
  console.log(`(ready in ${Math.round(performance.now() - started)} ms; Ctrl+C stops it)`);
}
