// The studio as its tests use it: started on a free port over a copy of the example content (a repository of its own
// in a temporary folder), opened once from its printed address as her browser would, so that each request can carry
// the cookie and the Origin of the studio's own page, or leave them out.

import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { startStudio } from "../../studio/server.ts";
import { EXAMPLE_CONTENT } from "../../tools/test-site.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type TestStudio = Awaited<ReturnType<typeof openTestStudio>>;

/** A repository at a temporary folder: the example content, the project's Prettier settings, public/ linked. */
export function testRepository(prefix = "mischief-studio-"): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(EXAMPLE_CONTENT, join(root, "content"), { recursive: true });
  cpSync(".prettierrc.json", join(root, ".prettierrc.json"));
  symlinkSync(join(process.cwd(), "public"), join(root, "public"), "dir");
  return root;
}

export async function openTestStudio(root = testRepository()) {
  const port = await freePort();
  const studio = await startStudio(root, port);
  const base = `http://127.0.0.1:${port}`;
  const opened = await fetch(studio.url, { redirect: "manual" });
  const cookie = opened.headers.get("set-cookie")?.split(";")[0] ?? "";
  const own = { cookie, origin: base, "content-type": "application/json" };
  /** A request to the API; `headers` replace the own page's (give `origin: undefined` to leave one out). */
  const post = (body: unknown, headers: Record<string, string | undefined> = {}) =>
    fetch(`${base}/api/v1`, {
      method: "POST",
      headers: Object.fromEntries(
        Object.entries({ ...own, ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const api = async (action: string, params: object, headers?: Record<string, string | undefined>) => {
    const answer = await post({ branch: "main", action, params: { branch: "main", ...params } }, headers);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> & { error?: string } };
  };
  /** What Decap sends with every save, as its proxy backend sends it. */
  const options = (newEntry = false) => ({
    newEntry,
    commitMessage: "Update",
    collectionName: "projects",
    useWorkflow: false,
    hasSubfolders: true,
    unpublished: false,
    status: "draft",
  });
  return {
    root,
    options,
    port,
    base,
    url: studio.url,
    cookie,
    post,
    api,
    /** Saves data files as the editor does (path → the text it sends), with pictures (path → bytes). */
    save: (files: Record<string, string>, assets: Record<string, Buffer> = {}, newEntry = false) =>
      api("persistEntry", {
        dataFiles: Object.entries(files).map(([path, raw]) => ({ path, slug: path, raw })),
        assets: Object.entries(assets).map(([path, bytes]) => ({
          path,
          content: bytes.toString("base64"),
          encoding: "base64",
        })),
        options: options(newEntry),
      }),
    /** Uploads a picture from the media library, as Decap does outside an entry. */
    upload: (path: string, bytes: Buffer) =>
      api("persistMedia", {
        asset: { path, content: bytes.toString("base64"), encoding: "base64" },
        options: { commitMessage: "Upload" },
      }),
    remove: (paths: string[]) => api("deleteFiles", { paths, options: { commitMessage: "Delete" } }),
    close: async () => {
      await studio.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Reads `file` on another thread until stopped, in bursts of 20 a millisecond apart (which meet a file written in place
 * cut in about one read of six, and leave the other core to the saves); answers how many reads there were and how many
 * failed.
 */
export function reader(file: string): () => Promise<{ reads: number; broken: number }> {
  const worker = new Worker(
    `const { readFileSync } = require("node:fs"); const { parentPort, workerData } = require("node:worker_threads");
     let reads = 0, broken = 0, stop = false; parentPort.on("message", () => (stop = true));
     (function loop() { for (let i = 0; i < 20; i++) { reads++; try { JSON.parse(readFileSync(workerData, "utf8")); } catch { broken++; } }
       if (stop) parentPort.postMessage({ reads, broken }); else setTimeout(loop, 1); })();`,
    { eval: true, workerData: file },
  );
  return async () => {
    const done = new Promise<{ reads: number; broken: number }>((resolve) => worker.once("message", resolve));
    worker.postMessage("stop");
    const counts = await done;
    await worker.terminate();
    return counts;
  };
}

/**
 * What `npm run build` checks before it makes a page, run on the repository at `root` in a process of its own: the
 * content check (model/check.ts), then the picture step's: every picture has its file or a recipe, and every file of
 * hers is one sharp decodes. Answers "" when all pass, else what failed.
 */
export function buildCheck(root: string): string {
  const url = (file: string) => JSON.stringify(pathToFileURL(join(process.cwd(), file)).href);
  const script = `
    const root = ${JSON.stringify(root)};
    const { checkContent } = await import(${url("model/check.ts")});
    await checkContent(root);
    const { listImages } = await import(${url("model/images.ts")});
    const { checkSources } = await import(${url("scripts/images/originals.ts")});
    const refs = listImages();
    await checkSources(root, refs);
    const { default: sharp } = await import("sharp");
    const { existsSync } = await import("node:fs");
    for (const { image } of refs) {
      const file = root + "/content/images/" + image.src;
      if (existsSync(file)) await sharp(file).resize(16).webp().toBuffer();
    }`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, CONTENT_DIR: join(root, "content") },
    encoding: "utf8",
  });
  return run.status === 0 ? "" : `${run.stderr}${run.stdout}`;
}
